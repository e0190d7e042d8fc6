import {
  UpdatePasswordResponseSchema,
  type UpdatePasswordBody,
  type UpdatePasswordResponse,
} from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, authStore } from '../../../lib/api';

/** PUT /users/update-password from Settings > Security; other sign-ins end, this one gets fresh tokens. */
export function changePassword(body: UpdatePasswordBody): Promise<UpdatePasswordResponse> {
  return apiClient.request('/users/update-password', {
    method: 'PUT',
    body,
    schema: UpdatePasswordResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => authStore.setTokens(data),
  });
}
