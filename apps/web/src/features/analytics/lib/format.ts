import type { AnalyticsMetric, AnalyticsPeriod } from '@practicum/contract';

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
  custom: 'Custom range',
};

export const METRIC_LABELS: Record<AnalyticsMetric, string> = {
  sessions: 'Sessions',
  scores: 'Average score',
  duration: 'Average duration',
};

/** "12m 05s" (or "45s") from seconds; a dash when there is nothing to show. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes}m ${String(rest).padStart(2, '0')}s` : `${rest}s`;
}

/** A value of the charted metric as its axis and tooltip show it. */
export function formatMetric(metric: AnalyticsMetric, value: number | null): string {
  if (value === null) return '—';
  if (metric === 'sessions') return String(value);
  if (metric === 'scores') return `${Math.round(value)}%`;
  return formatDuration(value);
}

/** "+4.5" or "-2" score points; a dash when the student has no trend. */
export function formatTrend(trend: number | null): string {
  if (trend === null) return '—';
  const rounded = Math.round(trend * 10) / 10;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** "3 Mar" for a chart axis; the server's dates are UTC days, so they are shown in UTC. */
export function formatDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "3 Mar 2026" for the period heading and the last-active column. */
export function formatDate(iso: string): string {
  const date = iso.length === 10 ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
