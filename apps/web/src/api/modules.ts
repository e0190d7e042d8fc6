import { ModuleProgressResponseSchema, type ModuleProgressResponse } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { dashboardKeys } from './dashboard';

/** Module progress follows sessions, so it sits under the dashboard's keys, which a scored session invalidates. */
export const moduleKeys = {
  all: [...dashboardKeys.all, 'modules'] as const,
  progress: () => [...moduleKeys.all, 'progress'] as const,
};

/** GET /modules/progress (student): every module with the student's personas done and best scores. */
export function getModuleProgress(signal?: AbortSignal): Promise<ModuleProgressResponse> {
  return apiClient.get('/modules/progress', ModuleProgressResponseSchema, signal);
}

export function useModuleProgress() {
  return useQuery({ queryKey: moduleKeys.progress(), queryFn: ({ signal }) => getModuleProgress(signal) });
}
