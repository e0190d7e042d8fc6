import { useStudentDashboard } from '../../../api/dashboard';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { RecentSessions } from './recent-sessions';
import { StudentStats } from './student-stats';

/** Stat cards and recent sessions of the student dashboard, from GET /voice/dashboard/student. */
export function StudentSummary({ onStartFirst }: { onStartFirst: () => void }) {
  const dashboard = useStudentDashboard();
  if (dashboard.isError && !dashboard.data) {
    return (
      <LoadError
        error={dashboard.error}
        title="Failed to load dashboard"
        fallback="Failed to get dashboard data"
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  return (
    <div className="space-y-6">
      <StudentStats stats={dashboard.data?.stats} />
      {dashboard.data ? (
        <RecentSessions sessions={dashboard.data.recent_sessions} onStartFirst={onStartFirst} />
      ) : (
        <LoadingBlock label="Loading dashboard..." />
      )}
    </div>
  );
}
