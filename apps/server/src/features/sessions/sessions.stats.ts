import { and, avg, count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { UserStats } from '@practicum/contract';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

const DAY_MS = 86_400_000;

/** The local calendar day (as days since the epoch) of an instant, for a clock `offsetMinutes` east of UTC. */
export function localDay(at: Date, offsetMinutes: number): number {
  return Math.floor((at.getTime() + offsetMinutes * 60_000) / DAY_MS);
}

/**
 * Consecutive days with at least one session, ending today or yesterday (a streak is not broken
 * until a whole day passes without practice). `days` are local day numbers, any order.
 */
export function streakOf(days: number[], today: number): number {
  const set = new Set(days);
  let day = set.has(today) ? today : today - 1;
  let streak = 0;
  while (set.has(day)) {
    streak++;
    day--;
  }
  return streak;
}

/**
 * A student's stats: total sessions, average score, hours and current streak. Cancelled sessions do
 * not count; the average is over scored sessions; hours add up the durations of sessions that ended
 * (completed or interrupted).
 */
export async function userStats(
  db: Db,
  userId: string,
  offsetMinutes: number,
  now = new Date(),
): Promise<UserStats> {
  const counted = and(eq(sessions.userId, userId), ne(sessions.status, 'cancelled'));
  const [[totals], [hours], starts] = await Promise.all([
    db
      .select({ n: count(), avg: avg(sessions.score) })
      .from(sessions)
      .where(counted),
    db
      .select({ seconds: sum(sessions.duration) })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), inArray(sessions.status, ['completed', 'interrupted']))),
    db
      .selectDistinct({
        day: sql<number>`floor((extract(epoch from ${sessions.startTime}) + ${offsetMinutes * 60}) / 86400)`.mapWith(
          Number,
        ),
      })
      .from(sessions)
      .where(counted),
  ]);
  return {
    total_sessions: totals?.n ?? 0,
    average_score: totals?.avg == null ? 0 : Math.round(Number(totals.avg) * 10) / 10,
    hours_completed: Math.round((Number(hours?.seconds ?? 0) / 3600) * 10) / 10,
    current_streak: streakOf(
      starts.map((s) => s.day),
      localDay(now, offsetMinutes),
    ),
  };
}
