import { UserSchema, type UpdateMeBody, type User } from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, authStore } from '../../../lib/api';

/** PUT /users/me: names, university and year; the email never changes. */
export function updateProfile(body: UpdateMeBody): Promise<User> {
  return apiClient.request('/users/me', { method: 'PUT', body, schema: UserSchema });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // The header and every other view of the signed-in user read the store.
    onSuccess: (user) => authStore.setUser(user),
  });
}
