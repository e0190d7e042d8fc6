import { PendingRequestsResponseSchema, type PendingRequestsResponse } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

/** GET /users/admin/pending-requests (admin): sign-ups awaiting approval and password-reset requests. */
export function getPendingRequests(signal?: AbortSignal): Promise<PendingRequestsResponse> {
  return apiClient.request('/users/admin/pending-requests', {
    schema: PendingRequestsResponseSchema,
    signal,
  });
}

export function usePendingRequests() {
  return useQuery({ queryKey: userKeys.pending(), queryFn: ({ signal }) => getPendingRequests(signal) });
}
