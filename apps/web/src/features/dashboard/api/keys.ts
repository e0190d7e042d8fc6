/** Every dashboard query sits under ['dashboard'], so Refresh Data can refetch them all at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  student: () => [...dashboardKeys.all, 'student'] as const,
  admin: (search: string, activity: string) => [...dashboardKeys.all, 'admin', { search, activity }] as const,
  analytics: () => [...dashboardKeys.all, 'analytics'] as const,
  studentSessions: (id: string) => [...dashboardKeys.all, 'student-sessions', id] as const,
  session: (id: string) => [...dashboardKeys.all, 'session', id] as const,
  voiceProvider: () => [...dashboardKeys.all, 'voice-provider'] as const,
};
