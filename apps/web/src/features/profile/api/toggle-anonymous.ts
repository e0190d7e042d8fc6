import { UserSchema, type ToggleAnonymousBody, type User } from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, authStore } from '../../../lib/api';

/** POST /users/toggle-anonymous: while on, the display name is shown instead of the real name. */
export function toggleAnonymous(body: ToggleAnonymousBody): Promise<User> {
  return apiClient.request('/users/toggle-anonymous', { method: 'POST', body, schema: UserSchema });
}

export function useToggleAnonymous() {
  return useMutation({ mutationFn: toggleAnonymous, onSuccess: (user) => authStore.setUser(user) });
}
