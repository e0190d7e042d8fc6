import {
  SessionListResponseSchema,
  type SessionListQuery,
  type SessionListResponse,
} from '@practicum/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { sessionKeys } from './keys';

/** GET /voice/history/sessions: one page of the signed-in student's sessions (no transcripts). */
export function getSessions(query: SessionListQuery, signal?: AbortSignal): Promise<SessionListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return apiClient.request(`/voice/history/sessions${qs ? `?${qs}` : ''}`, {
    schema: SessionListResponseSchema,
    signal,
  });
}

export function sessionsQueryOptions(query: SessionListQuery) {
  return queryOptions({
    queryKey: sessionKeys.list(query),
    queryFn: ({ signal }) => getSessions(query, signal),
  });
}

/** A page of sessions; while the next page or filter loads, the previous rows stay on screen. */
export function useSessions(query: SessionListQuery) {
  return useQuery({ ...sessionsQueryOptions(query), placeholderData: keepPreviousData });
}
