import { SessionDetailSchema, type SessionDetail } from '@practicum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { sessionKeys } from './keys';

/** GET /voice/history/sessions/{id}: one session with its transcript. */
export function getSession(id: string, signal?: AbortSignal): Promise<SessionDetail> {
  return apiClient.request(`/voice/history/sessions/${encodeURIComponent(id)}`, {
    schema: SessionDetailSchema,
    signal,
  });
}

export function sessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: ({ signal }) => getSession(id, signal),
  });
}

export function useSession(id: string) {
  return useQuery(sessionQueryOptions(id));
}
