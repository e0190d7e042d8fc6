import {
  SCORE_BANDS,
  SKILL_KEYS,
  displayNameOf,
  type Analytics,
  type AnalyticsQuery,
  type SkillKey,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { resolvePeriod } from './analytics.period';
import {
  buckets,
  openFlagged,
  personaRows,
  previousTotals,
  studentRows,
  type BucketRow,
  type Totals,
} from './analytics.sql';

const round1 = (n: number | null) => (n == null ? null : Math.round(n * 10) / 10);

/** Fraction of change from `before` to `now`; null when either is missing or `before` is zero. */
export function changeOf(now: number | null, before: number | null): number | null {
  if (now == null || before == null || before === 0) return null;
  return Math.round(((now - before) / before) * 10_000) / 10_000;
}

/** The lowest of the skill means, earlier skills winning ties; null when no skill was assessed. */
function weakest(means: (number | null)[]): SkillKey | null {
  let best: { key: SkillKey; value: number } | null = null;
  SKILL_KEYS.forEach((key, i) => {
    const value = means[i];
    if (value != null && (best === null || value < best.value)) best = { key, value };
  });
  return (best as { key: SkillKey } | null)?.key ?? null;
}

/** Mean of each skill from per-skill sums and counts; null where nothing was scored. */
function skillMeans(sums: (number | null)[], counts: number[]): (number | null)[] {
  return SKILL_KEYS.map((_, i) => (counts[i] ? (sums[i] ?? 0) / counts[i]! : null));
}

/** Adds up the students' per-skill sums and counts into the platform's. */
function platformSkills(students: { skill_sums: (number | null)[]; skill_counts: number[] }[]) {
  const sums = SKILL_KEYS.map(() => 0);
  const counts = SKILL_KEYS.map(() => 0);
  for (const s of students)
    SKILL_KEYS.forEach((_, i) => {
      sums[i]! += s.skill_sums[i] ?? 0;
      counts[i]! += s.skill_counts[i] ?? 0;
    });
  return skillMeans(sums, counts);
}

/** The chosen period's summary, added up from its buckets (every session is in exactly one). */
function periodTotals(series: BucketRow[], students: number): Totals {
  const sum = (f: (b: BucketRow) => number | null) => series.reduce((n, b) => n + (f(b) ?? 0), 0);
  const scored = sum((b) => b.score_n);
  const timed = sum((b) => b.duration_n);
  return {
    sessions: sum((b) => b.sessions),
    students,
    score: scored ? sum((b) => b.score_sum) / scored : null,
    duration: timed ? sum((b) => b.duration_sum) / timed : null,
    flagged: sum((b) => b.flagged),
  };
}

const changes = (cur: Totals, prev: Totals) => ({
  sessions: changeOf(cur.sessions, prev.sessions),
  active_students: changeOf(cur.students, prev.students),
  average_score: changeOf(cur.score, prev.score),
  average_duration_seconds: changeOf(cur.duration, prev.duration),
  flagged_sessions: changeOf(cur.flagged, prev.flagged),
});

/** Platform analytics of one period against the previous one of the same length. */
export async function analytics(db: Db, q: AnalyticsQuery, now = new Date()): Promise<Analytics> {
  const p = resolvePeriod(q, now);
  const [previous, series, students, personas, open] = await Promise.all([
    previousTotals(db, p, q.discipline),
    buckets(db, p, p.granularity, q.discipline),
    studentRows(db, p, q.discipline),
    personaRows(db, p, q.discipline),
    openFlagged(db, p, q.discipline),
  ]);
  const current = periodTotals(series, students.length);
  const mean = (sum: number | null, n: number) => (n ? round1((sum ?? 0) / n) : null);
  const valueOf = {
    sessions: (b: BucketRow) => b.sessions,
    scores: (b: BucketRow) => mean(b.score_sum, b.score_n),
    duration: (b: BucketRow) => mean(b.duration_sum, b.duration_n),
  }[q.metric];
  return {
    period: { from: p.from, to: p.to, previous_from: p.previous_from, previous_to: p.previous_to },
    metric: q.metric,
    granularity: p.granularity,
    series: series.map((b) => ({ date: b.date, value: valueOf(b) })),
    skill_series: series.map((b) => ({
      date: b.date,
      skills: Object.fromEntries(SKILL_KEYS.map((k, i) => [k, round1(b.skills[i] ?? null)])) as Record<
        SkillKey,
        number | null
      >,
    })),
    summary: {
      sessions: current.sessions,
      active_students: current.students,
      average_score: round1(current.score),
      average_duration_seconds: round1(current.duration),
      flagged_sessions: current.flagged,
      change: changes(current, previous),
    },
    students: students.map((s) => ({
      user_id: s.user_id,
      name: displayNameOf({
        email: s.email,
        first_name: s.first_name,
        last_name: s.last_name,
        display_name: s.display_name,
        is_anonymous: s.is_anonymous,
      }),
      sessions: s.sessions,
      average_score: round1(s.score),
      trend: s.first_half == null || s.second_half == null ? null : round1(s.second_half - s.first_half),
      weakest_skill: weakest(skillMeans(s.skill_sums, s.skill_counts)),
      last_active: s.last_active,
    })),
    skills: platformSkills(students).map((average, i) => ({
      skill: SKILL_KEYS[i]!,
      average: round1(average),
    })),
    score_distribution: SCORE_BANDS.map((band, i) => ({
      band,
      count: series.reduce((n, b) => n + (b.bands[i] ?? 0), 0),
    })),
    personas,
    flagged: { total: current.flagged, open },
  };
}
