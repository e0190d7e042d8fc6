import {
  AssignmentListResponseSchema,
  AssignmentSchema,
  CohortListResponseSchema,
  CohortSchema,
  MessageResponseSchema,
  StudentAssignmentsResponseSchema,
  type Assignment,
  type AssignmentListResponse,
  type Cohort,
  type CohortBody,
  type CohortListResponse,
  type CreateAssignmentBody,
  type StudentAssignmentsResponse,
} from '@practicum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { dashboardKeys } from './dashboard';

/**
 * Cohorts and assignments share one key root (deleting a cohort deletes its assignments), under the
 * dashboard's keys: a student's status follows their sessions, which invalidate the dashboards.
 */
export const assignmentKeys = {
  all: [...dashboardKeys.all, 'assignments'] as const,
  mine: () => [...assignmentKeys.all, 'mine'] as const,
  list: () => [...assignmentKeys.all, 'list'] as const,
  cohorts: () => [...assignmentKeys.all, 'cohorts'] as const,
};

/** GET /assignments/mine (student): the caller's assignments, open ones first by due date. */
export function getMyAssignments(signal?: AbortSignal): Promise<StudentAssignmentsResponse> {
  return apiClient.get('/assignments/mine', StudentAssignmentsResponseSchema, signal);
}

export function useMyAssignments() {
  return useQuery({ queryKey: assignmentKeys.mine(), queryFn: ({ signal }) => getMyAssignments(signal) });
}

/** GET /admin/assignments (admin): every assignment with each student's status. */
export function getAssignments(signal?: AbortSignal): Promise<AssignmentListResponse> {
  return apiClient.get('/admin/assignments', AssignmentListResponseSchema, signal);
}

export function useAssignments() {
  return useQuery({ queryKey: assignmentKeys.list(), queryFn: ({ signal }) => getAssignments(signal) });
}

/** GET /admin/cohorts (admin). */
export function getCohorts(signal?: AbortSignal): Promise<CohortListResponse> {
  return apiClient.get('/admin/cohorts', CohortListResponseSchema, signal);
}

export function useCohorts() {
  return useQuery({ queryKey: assignmentKeys.cohorts(), queryFn: ({ signal }) => getCohorts(signal) });
}

function useInvalidating<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

/** POST /admin/assignments (admin). */
export function useCreateAssignment() {
  return useInvalidating((body: CreateAssignmentBody): Promise<Assignment> =>
    apiClient.post('/admin/assignments', body, AssignmentSchema),
  );
}

/** DELETE /admin/assignments/{id} (admin). */
export function useDeleteAssignment() {
  return useInvalidating((id: string) =>
    apiClient.request(`/admin/assignments/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: MessageResponseSchema,
    }),
  );
}

/** POST /admin/cohorts, or PUT /admin/cohorts/{id} when an id is given (admin). */
export function useSaveCohort() {
  return useInvalidating(({ id, ...body }: CohortBody & { id?: string }): Promise<Cohort> =>
    id
      ? apiClient.request(`/admin/cohorts/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body,
          schema: CohortSchema,
        })
      : apiClient.post('/admin/cohorts', body, CohortSchema),
  );
}

/** DELETE /admin/cohorts/{id} (admin): the cohort's assignments go with it. */
export function useDeleteCohort() {
  return useInvalidating((id: string) =>
    apiClient.request(`/admin/cohorts/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: MessageResponseSchema,
    }),
  );
}
