import { useAdminAnalytics } from '../../../api/dashboard';
import { AdminStats } from './admin-stats';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { TopStudents } from './top-students';

/** Analytics Overview: the platform figures and the top five students. */
export function AnalyticsOverview() {
  const analytics = useAdminAnalytics();
  if (analytics.isError && !analytics.data) {
    return (
      <LoadError
        error={analytics.error}
        title="Failed to load analytics"
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  if (!analytics.data) return <LoadingBlock label="Loading analytics..." />;
  return (
    <div className="space-y-6">
      <AdminStats stats={analytics.data.stats} />
      <TopStudents students={analytics.data.top_students} />
    </div>
  );
}
