import { DisciplineSchema } from '@practicum/personas';
import { z } from 'zod';
import { SKILL_KEYS } from './insights';

/**
 * Admin analytics over a period of whole UTC days. A session belongs to the period its start time
 * falls in; cancelled sessions never count. Every figure is also computed for the previous period
 * of the same length, ending the day before `from`, and compared in `summary.change`.
 */

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_METRICS = ['sessions', 'scores', 'duration'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** Score bands of `score_distribution`, lowest first; a score of 69.5 falls in 60-69. */
export const SCORE_BANDS = ['0-59', '60-69', '70-79', '80-89', '90-100'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** Days each preset period spans, today (UTC) included. */
export const ANALYTICS_PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, 'custom'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};
/** The longest custom period, in days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const isoDate = z.iso.date('Use a date as YYYY-MM-DD');
/** Days from `from` to `to`, both included (1 when they are the same day). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const AnalyticsQuerySchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS).default('30d'),
    /** Read with period=custom only: the first and last UTC day, both included. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Which figure `series` charts. */
    metric: z.enum(ANALYTICS_METRICS).default('sessions'),
    /** Only sessions with this discipline's patients (therapy or medicine include cases for both). */
    discipline: DisciplineSchema.optional(),
  })
  .superRefine((q, ctx) => {
    // A preset period ignores from and to, so a client may keep them while switching presets.
    if (q.period !== 'custom') return;
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom period needs from' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A custom period needs to' });
    if (!q.from || !q.to) return;
    const days = daysBetween(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > ANALYTICS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A custom period spans at most ${ANALYTICS_MAX_DAYS} days`,
      });
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** Fraction of change against the previous period (0.25 is +25 %); null when there is nothing to compare. */
const change = z.number().nullable();

export const AnalyticsSchema = z.object({
  period: z.object({
    from: isoDate,
    to: isoDate,
    previous_from: isoDate,
    previous_to: isoDate,
  }),
  metric: z.enum(ANALYTICS_METRICS),
  /**
   * day for periods up to 31 days, week (ISO weeks, Monday first) up to 186 days, month beyond:
   * 7d and 30d chart days, 90d weeks, 1y months.
   */
  granularity: z.enum(ANALYTICS_GRANULARITIES),
  /**
   * One point per day, week or month of the period, in order, none missing. `date` is the first day
   * of the bucket inside the period (so the first week or month may start on `from`). `value` is the
   * session count, the mean score (0-100) or the mean duration in seconds; means are null for a
   * bucket with nothing to average.
   */
  series: z.array(z.object({ date: isoDate, value: z.number().nullable() })),
  summary: z.object({
    sessions: z.number().int(),
    active_students: z.number().int(),
    average_score: z.number().nullable(),
    average_duration_seconds: z.number().nullable(),
    /** Sessions whose insights ask for supervisor review. */
    flagged_sessions: z.number().int(),
    change: z.object({
      sessions: change,
      active_students: change,
      average_score: change,
      average_duration_seconds: change,
      flagged_sessions: change,
    }),
  }),
  /** Students with a session in the period, most sessions first. */
  students: z.array(
    z.object({
      user_id: z.uuid(),
      name: z.string(),
      sessions: z.number().int(),
      average_score: z.number().nullable(),
      /** Mean score of the second half of the period minus the first half's; null unless both have one. */
      trend: z.number().nullable(),
      /** The skill with the lowest mean score over the period's sessions. */
      weakest_skill: z.enum(SKILL_KEYS).nullable(),
      last_active: z.iso.datetime(),
    }),
  ),
  /**
   * The cohort's trajectory: one point per bucket of `series` (same dates), with the mean score of
   * each skill over the bucket's sessions; null where no session of the bucket assessed the skill.
   */
  skill_series: z.array(
    z.object({ date: isoDate, skills: z.record(z.enum(SKILL_KEYS), z.number().nullable()) }),
  ),
  /** Mean score of each of the six skills, in SKILL_KEYS order; null when no session assessed it. */
  skills: z.array(z.object({ skill: z.enum(SKILL_KEYS), average: z.number().nullable() })),
  /** Scored sessions per band, every band listed. */
  score_distribution: z.array(z.object({ band: z.enum(SCORE_BANDS), count: z.number().int() })),
  /** Sessions per patient persona, most first. */
  personas: z.array(z.object({ patient_id: z.uuid(), name: z.string(), sessions: z.number().int() })),
  /**
   * Supervisor review: `total` counts flagged sessions of the period; `open` those of them no
   * instructor has marked reviewed yet (a saved comment alone leaves a session open).
   */
  flagged: z.object({ total: z.number().int(), open: z.number().int() }),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
