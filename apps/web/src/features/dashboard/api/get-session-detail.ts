import { SessionDetailSchema, type SessionDetail } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** GET /voice/history/sessions/{id}: one session with transcript and insights (admins may read any). */
export function getSessionDetail(id: string, signal?: AbortSignal): Promise<SessionDetail> {
  return apiClient.request(`/voice/history/sessions/${encodeURIComponent(id)}`, {
    schema: SessionDetailSchema,
    signal,
  });
}

export function useSessionDetail(id: string) {
  return useQuery({
    queryKey: dashboardKeys.session(id),
    queryFn: ({ signal }) => getSessionDetail(id, signal),
  });
}
