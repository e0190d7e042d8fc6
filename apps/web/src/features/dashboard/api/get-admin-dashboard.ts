import { AdminDashboardSchema, type AdminDashboard } from '@practicum/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { tzOffsetMinutes } from '../lib/format';
import { dashboardKeys } from './keys';

export type ActivityFilter = 'all' | 'today' | 'week';

/** GET /voice/dashboard/admin: platform stats, recent activity and the (filtered) students table. */
export function getAdminDashboard(
  search: string,
  activity: ActivityFilter,
  signal?: AbortSignal,
): Promise<AdminDashboard> {
  const params = new URLSearchParams({ activity, tz_offset_minutes: String(tzOffsetMinutes()) });
  if (search) params.set('search', search);
  return apiClient.request(`/voice/dashboard/admin?${params.toString()}`, {
    schema: AdminDashboardSchema,
    signal,
  });
}

/** While a new search or filter loads, the previous rows stay on screen. */
export function useAdminDashboard(search = '', activity: ActivityFilter = 'all') {
  return useQuery({
    queryKey: dashboardKeys.admin(search, activity),
    queryFn: ({ signal }) => getAdminDashboard(search, activity, signal),
    placeholderData: keepPreviousData,
  });
}
