import { sql, type SQL } from 'drizzle-orm';
import { SCORE_BANDS, SKILL_KEYS, type AnalyticsGranularity } from '@practicum/contract';
import type { Db } from '../../db/client';
import { skillScoreOf } from '../../lib/insights/skill-scores';
import type { ResolvedPeriod } from './analytics.period';
import type { Discipline } from '@practicum/personas';
import { disciplinesFor } from '../patients/patients.service';

/**
 * The analytics queries. Cancelled sessions never count. Charts and persona usage add up the
 * per-day rollup (analytics_days); students and the previous period's totals add up the per-student
 * monthly rollup (analytics_student_months) for the period's whole months and read the sessions
 * themselves only for the days the months do not cover (docs/decisions/023-analytics-rollups.md).
 * Database triggers keep both rollups (migration 0010). Rows carry sums and counts, and a mean is
 * taken only once everything is added up.
 * Skill scores and the review verdict are read from the columns the database generates out of the
 * stored insights, never from the JSON. Numbers come back cast to int or float8, and instants as ISO
 * text, so both engines answer alike.
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
const inPeriod = (p: ResolvedPeriod) => sql`s.start_time >= ${at(p.start)} and s.start_time < ${at(p.end)}`;

/**
 * Analytics of one discipline count only sessions with that discipline's patients: a therapy or
 * medicine view includes the cases written for both. The per-day rollup is kept per patient, so it
 * filters as it is; the per-student rollup is not, so a filtered view reads the sessions themselves.
 */
export type DisciplineScope = Discipline | undefined;
const patientIn = (column: SQL, d: DisciplineScope) =>
  d
    ? sql`and ${column} in (select id from patients where discipline in (${sql.join(
        disciplinesFor(d).map((x) => sql`${x}`),
        sql`, `,
      )}))`
    : sql``;

export interface Totals {
  sessions: number;
  students: number;
  score: number | null;
  duration: number | null;
  flagged: number;
}

/**
 * Summary figures of the period before the chosen one, added up from its per-student rows (so the
 * students are counted as groups, never by a distinct count that sorts every session). The chosen
 * period's figures add up from its buckets and students.
 */
export async function previousTotals(db: Db, p: ResolvedPeriod, d?: DisciplineScope): Promise<Totals> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select count(*)::int as students, coalesce(sum(sessions), 0)::int as sessions,
               (sum(score_sum) / nullif(sum(score_n), 0))::float8 as score,
               (sum(duration_sum) / nullif(sum(duration_n), 0))::float8 as duration,
               coalesce(sum(flagged), 0)::int as flagged
        from (${perStudent(p.previousStart, p.start, p.start, d)}) x`,
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
 * The few buckets are listed first; each day of the rollup finds its bucket by a binary search of
 * their first days (width_bucket) and is grouped by the bucket's number from the list, so the
 * planner hashes a few dozen groups.
 */
export async function buckets(
  db: Db,
  p: ResolvedPeriod,
  unit: AnalyticsGranularity,
  d?: DisciplineScope,
): Promise<BucketRow[]> {
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
          select array_agg(bucket order by n) as a from b
        ), agg as (
          select b.n, sum(d.sessions)::int as sessions,
                 sum(d.score_sum)::float8 as score_sum, sum(d.score_n)::int as score_n,
                 sum(d.duration_sum)::float8 as duration_sum, sum(d.duration_n)::int as duration_n,
                 sum(d.flagged)::int as flagged,
                 array[sum(d.band_below_60)::int, sum(d.band_60s)::int, sum(d.band_70s)::int,
                       sum(d.band_80s)::int, sum(d.band_90_up)::int] as bands,
                 array[${rolledUpSkills('d', (total, n) => sql`(${total} / nullif(${n}, 0))::float8`)}] as skills
          from analytics_days d cross join starts join b on b.n = width_bucket(d.day, starts.a)
          where d.day >= ${from} and d.day <= ${p.to}::date ${patientIn(sql`d.patient_id`, d)}
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
export async function studentRows(db: Db, p: ResolvedPeriod, d?: DisciplineScope): Promise<StudentRow[]> {
  const result = await rows<StudentRow>(
    db,
    sql`select g.user_id, g.sessions, (g.score_sum / nullif(g.score_n, 0))::float8 as score,
               (g.first_sum / nullif(g.first_n, 0))::float8 as first_half,
               (g.second_sum / nullif(g.second_n, 0))::float8 as second_half,
               to_char(g.last_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_active,
               g.skill_sums, g.skill_counts,
               u.email, u.first_name, u.last_name, u.display_name, u.is_anonymous
        from (${perStudent(p.start, p.end, p.middle, d)}) g join users u on u.id = g.user_id
        order by g.sessions desc, lower(u.email)`,
  );
  return result.map((r) => ({
    ...r,
    skill_sums: numbers(r.skill_sums),
    skill_counts: numbers(r.skill_counts).map((n) => n ?? 0),
  }));
}

/**
 * Fewer whole months than this are read from the sessions with the rest of the span: one range
 * scan costs less than a union of rollup rows and up to three ranges (measured on the bench).
 */
const MIN_ROLLUP_MONTHS = 3;

/**
 * How a span of whole UTC days [start, end) splits between the monthly rollup and the sessions
 * themselves: the calendar months wholly inside it and wholly before `middle` (`first`) or wholly
 * after it (`second`) come from the rollup; the days before the first whole month, after the last,
 * and in the month holding `middle` are read from the sessions (`raw`, up to three ranges).
 */
export function splitByMonths(start: Date, end: Date, middle: Date) {
  const monthOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  const firstWhole = start.getUTCDate() === 1 ? start : nextMonth(start);
  const lastWholeEnd = monthOf(end);
  if (firstWhole >= lastWholeEnd) return { first: null, second: null, raw: [[start, end]] as [Date, Date][] };
  const clamp = (d: Date) =>
    new Date(Math.min(Math.max(d.getTime(), firstWhole.getTime()), lastWholeEnd.getTime()));
  const middleMonth = monthOf(middle);
  const a = clamp(middleMonth);
  const b = clamp(middle.getTime() === middleMonth.getTime() ? middleMonth : nextMonth(middleMonth));
  const ranges: [Date, Date][] = [
    [start, firstWhole],
    [a, b],
    [lastWholeEnd, end],
  ];
  const months = (from: Date, to: Date) =>
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (months(firstWhole, a) + months(b, lastWholeEnd) < MIN_ROLLUP_MONTHS)
    return { first: null, second: null, raw: [[start, end]] as [Date, Date][] };
  return {
    first: a > firstWhole ? ([firstWhole, a] as [Date, Date]) : null,
    second: lastWholeEnd > b ? ([b, lastWholeEnd] as [Date, Date]) : null,
    raw: ranges.filter(([lo, hi]) => hi > lo),
  };
}

const monthDate = (d: Date) => sql`${d.toISOString().slice(0, 10)}::date`;

/** `fn(sum column, count column)` of each skill of a rollup row aliased `alias`, in SKILL_KEYS order. */
const rolledUpSkills = (alias: string, fn: (total: SQL, n: SQL) => SQL): SQL =>
  sql.join(
    SKILL_KEYS.map((k) => fn(sql.raw(`sum(${alias}.skill_${k}_sum)`), sql.raw(`sum(${alias}.skill_${k}_n)`))),
    sql`, `,
  );

/**
 * One row per student with a session in [start, end): sessions, sums and counts of scores
 * (overall, before `middle` and from it), durations, flagged sessions, the latest start and the
 * per-skill sums and counts, added up from the monthly rollup and the sessions outside its months.
 */
function perStudent(start: Date, end: Date, middle: Date, d?: DisciplineScope): SQL {
  const { first, second, raw } = d
    ? { first: null, second: null, raw: [[start, end]] as [Date, Date][] }
    : splitByMonths(start, end, middle);
  const skillCols = sql.join(
    SKILL_KEYS.map((k) => sql.raw(`m.skill_${k}_sum, m.skill_${k}_n`)),
    sql`, `,
  );
  const months = ([lo, hi]: [Date, Date], half: 'first' | 'second') => {
    const [firstSum, firstN, secondSum, secondN] =
      half === 'first' ? ['m.score_sum', 'm.score_n', '0', '0'] : ['0', '0', 'm.score_sum', 'm.score_n'];
    return sql`select m.user_id, m.sessions, m.score_sum, m.score_n,
                      ${sql.raw(`${firstSum}, ${firstN}, ${secondSum}, ${secondN}`)},
                      m.duration_sum, m.duration_n, m.flagged, m.last_start, ${skillCols}
               from analytics_student_months m where m.month >= ${monthDate(lo)} and m.month < ${monthDate(hi)}`;
  };
  const score = sql`s.score`;
  const early = sql`s.start_time < ${at(middle)}`;
  const sessionsIn = ([lo, hi]: [Date, Date]) =>
    sql`select s.user_id, count(*)::int, coalesce(sum(${score}), 0), count(s.score)::int,
               coalesce(sum(${score}) filter (where ${early}), 0), count(s.score) filter (where ${early})::int,
               coalesce(sum(${score}) filter (where not ${early}), 0), count(s.score) filter (where not ${early})::int,
               coalesce(sum(s.duration), 0), count(s.duration)::int, count(*) filter (where ${flagged})::int,
               max(s.start_time),
               ${sql.join(
                 SKILL_KEYS.map((k) => {
                   const c = skillScoreOf('s', k);
                   return sql`coalesce(sum(${c}), 0), count(${c})::int`;
                 }),
                 sql`, `,
               )}
        from sessions s
        where ${counted} and s.start_time >= ${at(lo)} and s.start_time < ${at(hi)} ${patientIn(sql`s.patient_id`, d)}
        group by s.user_id`;
  const parts = [
    ...(first ? [months(first, 'first')] : []),
    ...(second ? [months(second, 'second')] : []),
    ...raw.map(sessionsIn),
  ];
  const union = sql.join(parts, sql` union all `);
  const skillCol = (k: string, part: 'sum' | 'n') => sql.raw(`x.skill_${k}_${part}`);
  return sql`select x.user_id, sum(x.sessions)::int as sessions,
                    sum(x.score_sum) as score_sum, sum(x.score_n) as score_n,
                    sum(x.first_sum) as first_sum, sum(x.first_n) as first_n,
                    sum(x.second_sum) as second_sum, sum(x.second_n) as second_n,
                    sum(x.duration_sum) as duration_sum, sum(x.duration_n) as duration_n,
                    sum(x.flagged) as flagged, max(x.last_start) as last_start,
                    array[${sql.join(
                      SKILL_KEYS.map((k) => sql`sum(${skillCol(k, 'sum')})::float8`),
                      sql`, `,
                    )}] as skill_sums,
                    array[${sql.join(
                      SKILL_KEYS.map((k) => sql`sum(${skillCol(k, 'n')})::int`),
                      sql`, `,
                    )}] as skill_counts
             from (${union}) as x(user_id, sessions, score_sum, score_n, first_sum, first_n,
                                  second_sum, second_n, duration_sum, duration_n, flagged, last_start,
                                  ${sql.raw(SKILL_KEYS.map((k) => `skill_${k}_sum, skill_${k}_n`).join(', '))})
             group by x.user_id`;
}

/** Sessions per patient persona in the period, named as the patient is named now. */
export async function personaRows(db: Db, p: ResolvedPeriod, d?: DisciplineScope) {
  return rows<{ patient_id: string; name: string; sessions: number }>(
    db,
    sql`select x.patient_id, p.name, x.sessions
        from (
          select d.patient_id, sum(d.sessions)::int as sessions
          from analytics_days d where d.day >= ${p.from}::date and d.day <= ${p.to}::date ${patientIn(sql`d.patient_id`, d)}
          group by d.patient_id
        ) x join patients p on p.id = x.patient_id
        order by x.sessions desc, p.name`,
  );
}

/**
 * Flagged sessions of the period an instructor has not closed: no review, or a review still open
 * (a saved comment alone leaves the session in the queue).
 */
export async function openFlagged(db: Db, p: ResolvedPeriod, d?: DisciplineScope): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sessions s
        where ${counted} and ${inPeriod(p)} and ${flagged} ${patientIn(sql`s.patient_id`, d)}
          and not exists (
            select 1 from session_reviews r where r.session_id = s.id and r.status = 'reviewed')`,
  );
  return Number(row?.n ?? 0);
}
