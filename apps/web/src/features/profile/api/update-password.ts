import {
  UpdatePasswordResponseSchema,
  type UpdatePasswordBody,
  type UpdatePasswordResponse,
} from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, authStore } from '../../../lib/api';

/** PUT /users/update-password: checks the current password; every other sign-in of the user ends. */
export function updatePassword(body: UpdatePasswordBody): Promise<UpdatePasswordResponse> {
  return apiClient.request('/users/update-password', {
    method: 'PUT',
    body,
    schema: UpdatePasswordResponseSchema,
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    // The old refresh token was revoked with the others; keep this session on the fresh pair.
    onSuccess: (data) => authStore.setTokens(data),
  });
}
