import {
  UpdatePasswordResponseSchema,
  UserSchema,
  type ToggleAnonymousBody,
  type UpdateMeBody,
  type UpdatePasswordBody,
  type UpdatePasswordResponse,
  type User,
} from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, authStore } from '../lib/api';
import { dashboardKeys } from './dashboard';
import { patientKeys } from './patients';
import { userKeys } from './users';

/** PUT /users/me: names, and university and year for students; the email never changes. */
export function updateProfile(body: UpdateMeBody): Promise<User> {
  return apiClient.request('/users/me', { method: 'PUT', body, schema: UserSchema });
}

/** POST /users/toggle-anonymous: while on, the display name is shown instead of the real name. */
export function toggleAnonymous(body: ToggleAnonymousBody): Promise<User> {
  return apiClient.post('/users/toggle-anonymous', body, UserSchema);
}

/** PUT /users/update-password: checks the current password; every other sign-in of the user ends. */
export function updatePassword(body: UpdatePasswordBody): Promise<UpdatePasswordResponse> {
  return apiClient.request('/users/update-password', {
    method: 'PUT',
    body,
    schema: UpdatePasswordResponseSchema,
  });
}

/**
 * The header and every other view of the signed-in user read the store; the user lists and the
 * dashboards' student rows show the same names, so they are refetched, and the patient list, which
 * puts the student's discipline first.
 */
function useUserChange<V>(mutationFn: (variables: V) => Promise<User>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      authStore.setUser(user);
      return Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
        client.invalidateQueries({ queryKey: patientKeys.lists() }),
      ]);
    },
  });
}

export const useUpdateProfile = () => useUserChange(updateProfile);
export const useToggleAnonymous = () => useUserChange(toggleAnonymous);

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    // The old refresh token was revoked with the others; keep this session on the fresh pair.
    onSuccess: (data) => authStore.setTokens(data),
  });
}
