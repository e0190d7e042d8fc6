import { ProgressSchema, type Progress } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { dashboardKeys } from './dashboard';

/**
 * Progress sits under the dashboard's keys: a started or newly scored session invalidates the
 * dashboards, and with them the student's progress.
 */
export const progressKeys = {
  all: [...dashboardKeys.all, 'progress'] as const,
  mine: () => [...progressKeys.all, 'me'] as const,
  user: (id: string) => [...progressKeys.all, 'user', id] as const,
};

/** GET /users/me/progress (student): scored sessions, skill trends, weakest skill, a persona to practise. */
export function getMyProgress(signal?: AbortSignal): Promise<Progress> {
  return apiClient.get('/users/me/progress', ProgressSchema, signal);
}

export function useMyProgress() {
  return useQuery({ queryKey: progressKeys.mine(), queryFn: ({ signal }) => getMyProgress(signal) });
}

/** GET /admin/users/:id/progress (admin): the same figures for one student, as an instructor reads them. */
export function getUserProgress(id: string, signal?: AbortSignal): Promise<Progress> {
  return apiClient.get(`/admin/users/${encodeURIComponent(id)}/progress`, ProgressSchema, signal);
}

export function useUserProgress(id: string) {
  return useQuery({ queryKey: progressKeys.user(id), queryFn: ({ signal }) => getUserProgress(id, signal) });
}
