import { LoginResponseSchema, type LoginBody, type LoginResponse } from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, authStore } from '../../../lib/api';

/** POST /auth/login. A 401 here means wrong credentials, so it is never answered with a token refresh. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiClient.request('/auth/login', {
    method: 'POST',
    body,
    schema: LoginResponseSchema,
    retryOn401: false,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => authStore.setSession(data, data.user),
  });
}
