import { StatusStatisticsResponseSchema, type StatusStatistics } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

/** GET /users/admin/status-statistics (admin): the figures of the User Management tiles. */
export function getStatusStatistics(signal?: AbortSignal): Promise<StatusStatistics> {
  return apiClient.request('/users/admin/status-statistics', {
    schema: StatusStatisticsResponseSchema,
    signal,
  });
}

export function useStatusStatistics() {
  return useQuery({ queryKey: userKeys.statistics(), queryFn: ({ signal }) => getStatusStatistics(signal) });
}
