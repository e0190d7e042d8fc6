import {
  AdminAnalyticsSchema,
  AdminDashboardSchema,
  type AdminAnalytics,
  type AdminDashboard,
  type Discipline,
} from '@practicum/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { withQuery } from './query-string';
import {
  SessionListReadSchema,
  StudentDashboardReadSchema,
  type SessionListRead,
  type StudentDashboardRead,
} from './session-schemas';

const DASHBOARD = '/voice/dashboard';

export type ActivityFilter = 'all' | 'today' | 'week';

/** Every dashboard query sits under ['dashboard'], so Refresh Data can refetch them all at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  student: () => [...dashboardKeys.all, 'student'] as const,
  admin: (search: string, activity: string, discipline = 'all') =>
    [...dashboardKeys.all, 'admin', { search, activity, discipline }] as const,
  analytics: () => [...dashboardKeys.all, 'analytics'] as const,
  studentSessions: (id: string) => [...dashboardKeys.all, 'student-sessions', id] as const,
};

/** Minutes east of UTC of the browser's clock, so the server counts "today" and streaks in local days. */
export const tzOffsetMinutes = (): number => -new Date().getTimezoneOffset();

/** GET /voice/dashboard/student: the student's stats and five most recent sessions. */
export function getStudentDashboard(signal?: AbortSignal): Promise<StudentDashboardRead> {
  const path = withQuery(`${DASHBOARD}/student`, { tz_offset_minutes: tzOffsetMinutes() });
  return apiClient.get(path, StudentDashboardReadSchema, signal);
}

export function useStudentDashboard() {
  return useQuery({
    queryKey: dashboardKeys.student(),
    queryFn: ({ signal }) => getStudentDashboard(signal),
  });
}

/** GET /voice/dashboard/admin: platform stats, recent activity and the (filtered) students table. */
/** Students who chose a discipline (therapy or medicine include those who chose both), or all. */
export type DisciplineFilter = Discipline | 'all';

export function getAdminDashboard(
  search: string,
  activity: ActivityFilter,
  signal?: AbortSignal,
  discipline: DisciplineFilter = 'all',
): Promise<AdminDashboard> {
  const path = withQuery(`${DASHBOARD}/admin`, {
    activity,
    tz_offset_minutes: tzOffsetMinutes(),
    search,
    discipline: discipline === 'all' ? undefined : discipline,
  });
  return apiClient.get(path, AdminDashboardSchema, signal);
}

/** While a new search or filter loads, the previous rows stay on screen. */
export function useAdminDashboard(
  search = '',
  activity: ActivityFilter = 'all',
  discipline: DisciplineFilter = 'all',
) {
  return useQuery({
    queryKey: dashboardKeys.admin(search, activity, discipline),
    queryFn: ({ signal }) => getAdminDashboard(search, activity, signal, discipline),
    placeholderData: keepPreviousData,
  });
}

/** GET /voice/dashboard/admin/analytics: platform stats and the five best students. */
export function getAdminAnalytics(signal?: AbortSignal): Promise<AdminAnalytics> {
  const path = withQuery(`${DASHBOARD}/admin/analytics`, { tz_offset_minutes: tzOffsetMinutes() });
  return apiClient.get(path, AdminAnalyticsSchema, signal);
}

export function useAdminAnalytics() {
  return useQuery({
    queryKey: dashboardKeys.analytics(),
    queryFn: ({ signal }) => getAdminAnalytics(signal),
  });
}

/** The list endpoint's largest page: the modal shows a student's 100 latest sessions. */
const STUDENT_SESSIONS_LIMIT = 100;

/** GET /voice/dashboard/admin/students/{id}/sessions (admin). */
export function getStudentSessions(studentId: string, signal?: AbortSignal): Promise<SessionListRead> {
  const path = withQuery(`${DASHBOARD}/admin/students/${encodeURIComponent(studentId)}/sessions`, {
    limit: STUDENT_SESSIONS_LIMIT,
    offset: 0,
  });
  return apiClient.get(path, SessionListReadSchema, signal);
}

export function useStudentSessions(studentId: string) {
  return useQuery({
    queryKey: dashboardKeys.studentSessions(studentId),
    queryFn: ({ signal }) => getStudentSessions(studentId, signal),
  });
}
