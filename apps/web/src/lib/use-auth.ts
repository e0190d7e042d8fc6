import type { Role, User } from '@practicum/contract';
import { useSyncExternalStore } from 'react';
import { authStore } from './api';
import { isAuthenticated } from './auth-store';
import { isTokenExpired } from './jwt';

export interface AuthView {
  loading: boolean;
  user: User | null;
  role: Role | null;
  isAuthenticated: boolean;
  /** Signed in, but the access token has expired and must be refreshed before trusting the session. */
  tokenExpired: boolean;
}

export function useAuth(): AuthView {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot);
  const authenticated = isAuthenticated(state);
  return {
    loading: state.status === 'loading',
    user: state.user,
    role: state.user?.role ?? null,
    isAuthenticated: authenticated,
    tokenExpired: authenticated && !!state.accessToken && isTokenExpired(state.accessToken, Date.now()),
  };
}

/** Where each role lands (SPEC section 2). */
export function dashboardPathFor(role: Role | null): string {
  return role === 'admin' ? '/admin/dashboard' : '/student/dashboard';
}
