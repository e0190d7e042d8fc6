import { SessionListResponseSchema, type SessionListResponse } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** The list endpoint's largest page: the modal shows a student's 100 latest sessions. */
const LIMIT = 100;

/** GET /voice/dashboard/admin/students/{id}/sessions (admin). */
export function getStudentSessions(studentId: string, signal?: AbortSignal): Promise<SessionListResponse> {
  return apiClient.request(
    `/voice/dashboard/admin/students/${encodeURIComponent(studentId)}/sessions?limit=${LIMIT}&offset=0`,
    { schema: SessionListResponseSchema, signal },
  );
}

export function useStudentSessions(studentId: string) {
  return useQuery({
    queryKey: dashboardKeys.studentSessions(studentId),
    queryFn: ({ signal }) => getStudentSessions(studentId, signal),
  });
}
