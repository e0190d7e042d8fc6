import { SignupResponseSchema, type SignupBody, type SignupResponse } from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** POST /auth/signup. New accounts wait for admin approval, so no session is started. */
export function signup(body: SignupBody): Promise<SignupResponse> {
  return apiClient.request('/auth/signup', {
    method: 'POST',
    body,
    schema: SignupResponseSchema,
    retryOn401: false,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
