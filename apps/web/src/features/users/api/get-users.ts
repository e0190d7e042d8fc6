import { UserListResponseSchema, type ListUsersQuery, type UserListResponse } from '@practicum/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

/** GET /users/users (admin): server-side search, filters and pagination. */
export function getUsers(query: ListUsersQuery, signal?: AbortSignal): Promise<UserListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  }
  const qs = params.toString();
  return apiClient.request(`/users/users${qs ? `?${qs}` : ''}`, { schema: UserListResponseSchema, signal });
}

export const usersQueryOptions = (query: ListUsersQuery) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => getUsers(query, signal) });

/** While a new page or filter loads, the previous rows stay on screen. */
export function useUsers(query: ListUsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
