import { AnalyticsView } from '../../features/analytics/components/analytics-view';
import { AssignmentsPanel } from '../../features/assignments/components/assignments-panel';
import { ReviewQueuePanel } from '../../features/dashboard/components/review-queue-panel';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The analytics figures, each assignment's completion and overdue students, then the sessions behind
 * the open flagged count, ready to review.
 */
export default function AnalyticsPage() {
  usePageTitle('Advanced Analytics');
  return (
    <div className="space-y-6">
      <AnalyticsView />
      <AssignmentsPanel readOnly />
      <ReviewQueuePanel />
    </div>
  );
}
