import { AnalyticsSchema, type Analytics, type AnalyticsQuery } from '@practicum/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { withQuery } from './query-string';

/** Every analytics query sits under ['analytics']; each period, range and metric is its own entry. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (query: AnalyticsQuery) => [...analyticsKeys.all, 'report', query] as const,
};

/** GET /admin/analytics (admin): figures of one period against the previous one of the same length. */
export function getAnalytics(query: AnalyticsQuery, signal?: AbortSignal): Promise<Analytics> {
  // A preset period ignores from and to, so they are sent with a custom period only.
  const range = query.period === 'custom' ? { from: query.from, to: query.to } : {};
  const path = withQuery('/admin/analytics', {
    period: query.period,
    ...range,
    metric: query.metric,
    discipline: query.discipline,
  });
  return apiClient.get(path, AnalyticsSchema, signal);
}

export const analyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.report(query),
    queryFn: ({ signal }) => getAnalytics(query, signal),
  });

/**
 * `query` is null while the chosen range is not valid (a custom period missing a day): nothing is
 * asked then. While another period or metric loads, the previous figures stay on screen.
 */
export function useAnalytics(query: AnalyticsQuery | null) {
  return useQuery({
    ...analyticsQueryOptions(query ?? { period: '30d', metric: 'sessions' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
