import { AnalyticsView } from '../../features/analytics/components/analytics-view';
import { ReviewQueuePanel } from '../../features/dashboard/components/review-queue-panel';
import { usePageTitle } from '../../lib/use-page-title';

/** The analytics figures, then the sessions behind the open flagged count, ready to review. */
export default function AnalyticsPage() {
  usePageTitle('Advanced Analytics');
  return (
    <div className="space-y-6">
      <AnalyticsView />
      <ReviewQueuePanel />
    </div>
  );
}
