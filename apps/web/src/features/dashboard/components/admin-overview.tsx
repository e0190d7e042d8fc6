import { useQueryClient } from '@tanstack/react-query';
import { useAdminDashboard } from '../../../api/dashboard';
import { dashboardKeys } from '../../../api/dashboard';
import { AdminStats } from './admin-stats';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

/** The admin overview's figures, Recent Activity and Quick Actions. */
export function AdminOverview({ onRefresh }: { onRefresh?: () => void }) {
  const client = useQueryClient();
  const dashboard = useAdminDashboard();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: dashboardKeys.all });
    onRefresh?.();
  };
  if (dashboard.isError && !dashboard.data) {
    return (
      <LoadError
        error={dashboard.error}
        title="Failed to load admin dashboard"
        fallback="Failed to get dashboard data"
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  if (!dashboard.data) return <LoadingBlock label="Loading dashboard..." />;
  return (
    <div className="space-y-6">
      <AdminStats stats={dashboard.data.stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity items={dashboard.data.recent_activity} className="lg:col-span-2" />
        <QuickActions onRefresh={refresh} refreshing={dashboard.isFetching} />
      </div>
    </div>
  );
}
