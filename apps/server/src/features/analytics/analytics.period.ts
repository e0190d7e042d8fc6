import {
  ANALYTICS_PERIOD_DAYS,
  daysBetween,
  type AnalyticsGranularity,
  type AnalyticsQuery,
} from '@practicum/contract';

const DAY_MS = 86_400_000;
/** Periods up to this many days chart days, up to WEEKLY_MAX_DAYS weeks, longer ones months. */
const DAILY_MAX_DAYS = 31;
const WEEKLY_MAX_DAYS = 186;

/** A period of whole UTC days and the one before it, as the dates clients see and the instants SQL compares. */
export interface ResolvedPeriod {
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  days: number;
  granularity: AnalyticsGranularity;
  /** Start of `from` (inclusive) and of the day after `to` (exclusive). */
  start: Date;
  end: Date;
  previousStart: Date;
  /** Halfway between start and end; splits the period for each student's trend. */
  middle: Date;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

export function granularityFor(days: number): AnalyticsGranularity {
  if (days <= DAILY_MAX_DAYS) return 'day';
  return days <= WEEKLY_MAX_DAYS ? 'week' : 'month';
}

/** Turns a validated query into UTC day boundaries; a preset period ends today (UTC), today included. */
export function resolvePeriod(q: AnalyticsQuery, now = new Date()): ResolvedPeriod {
  let from: string;
  let to: string;
  if (q.period === 'custom') {
    // The query schema has already required both dates, in order and within the longest span.
    from = q.from!;
    to = q.to!;
  } else {
    to = dayOf(now);
    from = dayOf(new Date(midnight(to).getTime() - (ANALYTICS_PERIOD_DAYS[q.period] - 1) * DAY_MS));
  }
  const days = daysBetween(from, to);
  const start = midnight(from);
  const end = new Date(start.getTime() + days * DAY_MS);
  const previousStart = new Date(start.getTime() - days * DAY_MS);
  return {
    from,
    to,
    previous_from: dayOf(previousStart),
    previous_to: dayOf(new Date(start.getTime() - DAY_MS)),
    days,
    granularity: granularityFor(days),
    start,
    end,
    previousStart,
    middle: new Date(start.getTime() + (days * DAY_MS) / 2),
  };
}
