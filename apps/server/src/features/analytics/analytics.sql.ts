import { sql, type SQL } from 'drizzle-orm';
import { SCORE_BANDS, SKILL_KEYS, type AnalyticsGranularity } from '@practicum/contract';
import type { Db } from '../../db/client';
import { perSkill } from '../../lib/insights/skill-scores';
import type { ResolvedPeriod } from './analytics.period';

/**
 * The analytics queries. Every figure is aggregated in the database over sessions selected by start
 * time on the (start_time) and (user_id, start_time) indexes; cancelled sessions never count.
 * Skill scores and the review verdict are read from the columns the database generates out of the
 * stored insights, never from the JSON, which would have to be parsed again for every row.
 * Numbers come back cast to int or float8, and instants as ISO text, so both engines answer alike.
 */

/** Both drivers answer `execute` with an object holding `rows`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A float8[] or int[] as the drivers hand it over (numbers, or numeric text), nulls kept. */
const numbers = (v: unknown) => (v as unknown[]).map((n) => (n == null ? null : Number(n)));

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const counted = sql`s.status <> 'cancelled'`;
/** The scorer's verdict that a supervisor should look at the session. */
const flagged = sql`s.review_required`;
/** Scored sessions from `lo` up to (not including) `hi`; a score of 69.5 falls in 60-69. */
const band = (lo: number, hi: number) =>
  sql`count(*) filter (where s.score >= ${lo} and s.score < ${hi})::int`;
const inPeriod = (p: ResolvedPeriod) => sql`s.start_time >= ${at(p.start)} and s.start_time < ${at(p.end)}`;

export interface Totals {
  sessions: number;
  students: number;
  score: number | null;
  duration: number | null;
  flagged: number;
}

/**
 * Summary figures of the period before the chosen one. Students are counted as the groups of a
 * per-student aggregate, which hashes a thousand rows, rather than by a distinct count, which sorts
 * every session. (The chosen period's figures add up from its buckets and students.)
 */
export async function previousTotals(db: Db, p: ResolvedPeriod): Promise<Totals> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select count(*)::int as students, coalesce(sum(n), 0)::int as sessions,
               (sum(score_sum) / nullif(sum(score_n), 0))::float8 as score,
               (sum(duration_sum) / nullif(sum(duration_n), 0))::float8 as duration,
               coalesce(sum(flagged), 0)::int as flagged
        from (
          select count(*) as n, sum(s.score) as score_sum, count(s.score) as score_n,
                 sum(s.duration) as duration_sum, count(s.duration) as duration_n,
                 count(*) filter (where ${flagged}) as flagged
          from sessions s
          where ${counted} and s.start_time >= ${at(p.previousStart)} and s.start_time < ${at(p.start)}
          group by s.user_id
        ) x`,
  );
  const [students, sessions, score, duration, flaggedCount] = numbers([
    row!.students,
    row!.sessions,
    row!.score,
    row!.duration,
    row!.flagged,
  ]);
  return {
    students: students ?? 0,
    sessions: sessions ?? 0,
    score: score ?? null,
    duration: duration ?? null,
    flagged: flaggedCount ?? 0,
  };
}

export interface BucketRow {
  date: string;
  sessions: number;
  /** Sums and counts of the scores and durations, so buckets add up to the period's means. */
  score_sum: number | null;
  score_n: number;
  duration_sum: number | null;
  duration_n: number;
  flagged: number;
  /** Scored sessions per score band, in SCORE_BANDS order. */
  bands: number[];
  /** The cohort's mean of each skill in the bucket, in SKILL_KEYS order; null where none was scored. */
  skills: (number | null)[];
}

/**
 * One row per day, ISO week or month of the period, empty buckets included, with the sums from
 * which the period's own summary adds up. A bucket is named by its first day inside the period, so
 * a week or month cut by `from` starts there.
 *
 * The few buckets are listed first; each session finds its bucket by a binary search of their
 * start instants (width_bucket), which is far cheaper per row than truncating its start time to a
 * date, and is grouped by the bucket's number from the list, so the planner hashes a few dozen
 * groups rather than expecting one per session and sorting them all.
 */
export async function buckets(db: Db, p: ResolvedPeriod, unit: AnalyticsGranularity): Promise<BucketRow[]> {
  const from = sql`${p.from}::date`;
  const result = await rows<BucketRow>(
    db,
    sql`with b as (
          select row_number() over (order by bucket)::int as n, bucket
          from (
            select distinct greatest(date_trunc(${unit}, d)::date, ${from}) as bucket
            from generate_series(${from}::timestamp, ${p.to}::date::timestamp, interval '1 day') d
          ) days
        ), starts as (
          select array_agg(bucket::timestamp at time zone 'UTC' order by n) as a from b
        ), agg as (
          select b.n, count(*)::int as sessions,
                 sum(s.score)::float8 as score_sum, count(s.score)::int as score_n,
                 sum(s.duration)::float8 as duration_sum, count(s.duration)::int as duration_n,
                 count(*) filter (where ${flagged})::int as flagged,
                 array[${band(0, 60)}, ${band(60, 70)}, ${band(70, 80)}, ${band(80, 90)},
                       count(*) filter (where s.score >= 90)::int] as bands,
                 array[${perSkill('s', (c) => sql`avg(${c})::float8`)}] as skills
          from sessions s cross join starts join b on b.n = width_bucket(s.start_time, starts.a)
          where ${counted} and ${inPeriod(p)}
          group by b.n
        )
        select to_char(b.bucket, 'YYYY-MM-DD') as date, coalesce(agg.sessions, 0) as sessions,
               agg.score_sum, coalesce(agg.score_n, 0) as score_n,
               agg.duration_sum, coalesce(agg.duration_n, 0) as duration_n,
               coalesce(agg.flagged, 0) as flagged, agg.bands, agg.skills
        from b left join agg on agg.n = b.n
        order by b.n`,
  );
  return result.map((r) => ({
    ...r,
    score_sum: r.score_sum == null ? null : Number(r.score_sum),
    duration_sum: r.duration_sum == null ? null : Number(r.duration_sum),
    bands: r.bands ? numbers(r.bands).map((n) => n ?? 0) : SCORE_BANDS.map(() => 0),
    skills: r.skills ? numbers(r.skills) : SKILL_KEYS.map(() => null),
  }));
}

export interface StudentRow {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  is_anonymous: boolean;
  sessions: number;
  score: number | null;
  first_half: number | null;
  second_half: number | null;
  last_active: string;
  /** Per skill, in SKILL_KEYS order: the sum of its scores and how many sessions scored it. */
  skill_sums: (number | null)[];
  skill_counts: number[];
}

/**
 * Per student with a session in the period: counts, means, each half's mean and per-skill sums, from
 * which the service derives both the student's and the platform's skill means.
 */
export async function studentRows(db: Db, p: ResolvedPeriod): Promise<StudentRow[]> {
  const result = await rows<StudentRow>(
    db,
    sql`select g.*, u.email, u.first_name, u.last_name, u.display_name, u.is_anonymous
        from (
          select s.user_id, count(*)::int as sessions, avg(s.score)::float8 as score,
                 avg(s.score) filter (where s.start_time < ${at(p.middle)})::float8 as first_half,
                 avg(s.score) filter (where s.start_time >= ${at(p.middle)})::float8 as second_half,
                 to_char(max(s.start_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_active,
                 array[${perSkill('s', (c) => sql`sum(${c})::float8`)}] as skill_sums,
                 array[${perSkill('s', (c) => sql`count(${c})::int`)}] as skill_counts
          from sessions s where ${counted} and ${inPeriod(p)}
          group by s.user_id
        ) g join users u on u.id = g.user_id
        order by g.sessions desc, lower(u.email)`,
  );
  return result.map((r) => ({
    ...r,
    skill_sums: numbers(r.skill_sums),
    skill_counts: numbers(r.skill_counts).map((n) => n ?? 0),
  }));
}

/** Sessions per patient persona in the period, named as the patient is named now. */
export async function personaRows(db: Db, p: ResolvedPeriod) {
  return rows<{ patient_id: string; name: string; sessions: number }>(
    db,
    sql`select x.patient_id, p.name, x.sessions
        from (
          select s.patient_id, count(*)::int as sessions
          from sessions s where ${counted} and ${inPeriod(p)}
          group by s.patient_id
        ) x join patients p on p.id = x.patient_id
        order by x.sessions desc, p.name`,
  );
}

/**
 * Flagged sessions of the period an instructor has not closed: no review, or a review still open
 * (a saved comment alone leaves the session in the queue).
 */
export async function openFlagged(db: Db, p: ResolvedPeriod): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sessions s
        where ${counted} and ${inPeriod(p)} and ${flagged}
          and not exists (
            select 1 from session_reviews r where r.session_id = s.id and r.status = 'reviewed')`,
  );
  return Number(row?.n ?? 0);
}
