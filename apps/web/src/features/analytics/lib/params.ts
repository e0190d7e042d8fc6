import {
  ANALYTICS_METRICS,
  ANALYTICS_PERIODS,
  AnalyticsQuerySchema,
  DISCIPLINES,
  type Discipline,
  type AnalyticsMetric,
  type AnalyticsPeriod,
  type AnalyticsQuery,
} from '@practicum/contract';

/** What the address holds: the period, the custom range (as typed), the charted metric and the discipline. */
export interface AnalyticsSelection {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  metric: AnalyticsMetric;
  /** Only sessions with this discipline's patients; all by default. */
  discipline: Discipline | 'all';
}

export const DEFAULT_PERIOD: AnalyticsPeriod = '30d';
export const DEFAULT_METRIC: AnalyticsMetric = 'sessions';

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** An unknown period or metric in a typed or stale address falls back to the default. */
export function readSelection(params: URLSearchParams): AnalyticsSelection {
  return {
    period: oneOf(ANALYTICS_PERIODS, params.get('period'), DEFAULT_PERIOD),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    metric: oneOf(ANALYTICS_METRICS, params.get('metric'), DEFAULT_METRIC),
    discipline: oneOf([...DISCIPLINES, 'all'] as const, params.get('discipline'), 'all'),
  };
}

/** The contract's wording is for API callers; the form says it in terms of its own fields. */
const RANGE_ERRORS: Record<string, string> = {
  'A custom period needs from': 'Choose a start date.',
  'A custom period needs to': 'Choose an end date.',
  'to must not be before from': 'The end date must not be before the start date.',
};

export type SelectionResult = { query: AnalyticsQuery; error: null } | { query: null; error: string };

/** The request the selection makes, checked by the contract so a bad range is explained, not sent. */
export function toQuery(selection: AnalyticsSelection): SelectionResult {
  const custom = selection.period === 'custom';
  const parsed = AnalyticsQuerySchema.safeParse({
    period: selection.period,
    metric: selection.metric,
    from: custom ? selection.from || undefined : undefined,
    to: custom ? selection.to || undefined : undefined,
    discipline: selection.discipline === 'all' ? undefined : selection.discipline,
  });
  if (parsed.success) return { query: parsed.data, error: null };
  const message = parsed.error.issues[0]?.message ?? '';
  return { query: null, error: RANGE_ERRORS[message] ?? (message || 'Choose a valid period.') };
}

/** "YYYY-MM-DD" of a UTC day: the server counts periods in whole UTC days. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A custom period opens on the last 30 days, today included, so the first pick already shows figures. */
export function defaultCustomRange(now: Date = new Date()): { from: string; to: string } {
  const from = new Date(now.getTime() - 29 * 86_400_000);
  return { from: utcDay(from), to: utcDay(now) };
}
