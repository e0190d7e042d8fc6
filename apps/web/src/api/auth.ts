import {
  LoginResponseSchema,
  SignupResponseSchema,
  type LoginBody,
  type LoginResponse,
  type SignupBody,
  type SignupResponse,
} from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, authStore } from '../lib/api';

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

/** POST /auth/logout with the refresh token; local tokens are cleared even if the server call fails. */
export function logout(): Promise<void> {
  return apiClient.logout();
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Cached server data belongs to the signed-out user.
    onSettled: () => client.clear(),
  });
}
