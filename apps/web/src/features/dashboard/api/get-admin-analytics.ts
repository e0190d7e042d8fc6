import { AdminAnalyticsSchema, type AdminAnalytics } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { tzOffsetMinutes } from '../lib/format';
import { dashboardKeys } from './keys';

/** GET /voice/dashboard/admin/analytics: platform stats and the five best students. */
export function getAdminAnalytics(signal?: AbortSignal): Promise<AdminAnalytics> {
  return apiClient.request(`/voice/dashboard/admin/analytics?tz_offset_minutes=${tzOffsetMinutes()}`, {
    schema: AdminAnalyticsSchema,
    signal,
  });
}

export function useAdminAnalytics() {
  return useQuery({
    queryKey: dashboardKeys.analytics(),
    queryFn: ({ signal }) => getAdminAnalytics(signal),
  });
}
