import { MessageResponseSchema, type ForgotPasswordBody, type MessageResponse } from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** POST /users/forgot-password: flags the account so an admin can set a new password. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiClient.request('/users/forgot-password', {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
    retryOn401: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
