import { UserSchema, type User } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

/** GET /users/admin/users/{id} (admin): one user, for the details modal. */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return apiClient.request(`/users/admin/users/${encodeURIComponent(id)}`, { schema: UserSchema, signal });
}

/** Starts from the row already on screen, then loads the latest. */
export function useUser(id: string, initial?: User) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
}
