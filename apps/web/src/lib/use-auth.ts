import type { Role, User } from '@practicum/contract';
import { useSyncExternalStore } from 'react';
import { authStore } from './api';
import { isAuthenticated } from './auth-store';

export interface AuthView {
  loading: boolean;
  user: User | null;
  role: Role | null;
  isAuthenticated: boolean;
}

export function useAuth(): AuthView {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot);
  return {
    loading: state.status === 'loading',
    user: state.user,
    role: state.user?.role ?? null,
    isAuthenticated: isAuthenticated(state),
  };
}

/** Where each role lands after sign-in, and where a page of the other role sends them. */
export function dashboardPathFor(role: Role | null): string {
  return role === 'admin' ? '/admin/dashboard' : '/student/dashboard';
}
