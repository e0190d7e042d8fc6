import { StudentDashboardSchema, type StudentDashboard } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { tzOffsetMinutes } from '../lib/format';
import { dashboardKeys } from './keys';

/** GET /voice/dashboard/student: the student's stats and five most recent sessions. */
export function getStudentDashboard(signal?: AbortSignal): Promise<StudentDashboard> {
  return apiClient.request(`/voice/dashboard/student?tz_offset_minutes=${tzOffsetMinutes()}`, {
    schema: StudentDashboardSchema,
    signal,
  });
}

export function useStudentDashboard() {
  return useQuery({
    queryKey: dashboardKeys.student(),
    queryFn: ({ signal }) => getStudentDashboard(signal),
  });
}
