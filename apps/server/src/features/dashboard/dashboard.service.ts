import {
  and,
  avg,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { displayNameOf, type AdminStats, type StudentRow } from '@practicum/contract';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { localDay } from '../sessions/sessions.stats';
import { disciplinesFor } from '../patients/patients.service';
import type { Discipline } from '@practicum/personas';

const STUDENT_TYPES = ['customer', 'moderator'] as const;
const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Start of the caller's local day, as an instant. */
export function startOfLocalDay(now: Date, offsetMinutes: number): Date {
  return new Date(localDay(now, offsetMinutes) * DAY_MS - offsetMinutes * 60_000);
}

export async function adminStats(db: Db, offsetMinutes: number, now = new Date()): Promise<AdminStats> {
  const [[pending], [students], [all], [today]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.accountStatus, 'requested')),
    db
      .select({ n: count() })
      .from(users)
      .where(inArray(users.userType, [...STUDENT_TYPES])),
    db
      .select({ n: count(), avg: avg(sessions.score) })
      .from(sessions)
      .where(ne(sessions.status, 'cancelled')),
    db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(ne(sessions.status, 'cancelled'), gte(sessions.startTime, startOfLocalDay(now, offsetMinutes))),
      ),
  ]);
  return {
    pending_requests: pending?.n ?? 0,
    total_students: students?.n ?? 0,
    total_sessions: all?.n ?? 0,
    average_score: all?.avg == null ? 0 : round1(Number(all.avg)),
    active_today: today?.n ?? 0,
  };
}

const nameOf = (u: typeof users.$inferSelect) =>
  displayNameOf({
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    display_name: u.displayName,
    is_anonymous: u.isAnonymous,
  });

/** The five latest session events (started, completed, cancelled, interrupted) across all students. */
export async function recentActivity(db: Db) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .orderBy(desc(sql`coalesce(${sessions.endTime}, ${sessions.startTime})`))
    .limit(5);
  return rows.map(({ session, user }) => {
    const score = session.score === null ? '' : ` (score ${Math.round(session.score)}%)`;
    const verb = {
      active: 'Started a session with',
      completed: 'Completed a session with',
      cancelled: 'Cancelled a session with',
      interrupted: 'Had a session interrupted with',
    }[session.status];
    return {
      student_id: user.id,
      student_name: nameOf(user),
      description: `${verb} ${session.patientName}${score}`,
      timestamp: (session.endTime ?? session.startTime).toISOString(),
    };
  });
}

export interface StudentFilter {
  search?: string;
  activity: 'all' | 'today' | 'week';
  offsetMinutes: number;
  /** Only students with a scored session, best average first, at most this many. */
  top?: number;
  /** Students who chose this discipline; therapy or medicine include those who chose both. */
  discipline?: Discipline | 'all';
}

/** Student rows for the admin views: sessions, average score and last activity per student. */
export async function studentRows(db: Db, f: StudentFilter, now = new Date()): Promise<StudentRow[]> {
  const perStudent = db
    .select({
      userId: sessions.userId,
      total: count().as('total'),
      average: avg(sessions.score).as('average'),
      lastActive: max(sessions.startTime).as('last_active'),
    })
    .from(sessions)
    .where(ne(sessions.status, 'cancelled'))
    .groupBy(sessions.userId)
    .as('per_student');
  const where: SQL[] = [inArray(users.userType, [...STUDENT_TYPES])];
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        and(eq(users.isAnonymous, true), ilike(users.displayName, pattern)),
      )!,
    );
  }
  if (f.activity !== 'all') {
    const since =
      f.activity === 'today' ? startOfLocalDay(now, f.offsetMinutes) : new Date(now.getTime() - 7 * DAY_MS);
    where.push(gte(perStudent.lastActive, since));
  }
  if (f.top) where.push(isNotNull(perStudent.average));
  if (f.discipline && f.discipline !== 'all')
    where.push(inArray(users.discipline, disciplinesFor(f.discipline)));
  const query = db
    .select({
      user: users,
      total: perStudent.total,
      average: perStudent.average,
      lastActive: perStudent.lastActive,
    })
    .from(users)
    .leftJoin(perStudent, eq(perStudent.userId, users.id))
    .where(and(...where));
  const rows = f.top
    ? await query.orderBy(desc(sql`${perStudent.average}::float`), desc(perStudent.total)).limit(f.top)
    : await query.orderBy(sql`${perStudent.lastActive} desc nulls last`, users.email);
  return rows.map(({ user, total, average, lastActive }) => ({
    _id: user.id,
    id: user.id,
    name: nameOf(user),
    email: user.email,
    university: user.university,
    year: user.year,
    total_sessions: Number(total ?? 0),
    average_score: average == null ? 0 : round1(Number(average)),
    last_active: lastActive ? new Date(lastActive as unknown as string).toISOString() : null,
  }));
}

export async function isStudent(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.userType, [...STUDENT_TYPES])))
    .limit(1);
  return Boolean(row);
}
