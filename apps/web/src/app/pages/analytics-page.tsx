import { AnalyticsView } from '../../features/analytics/components/analytics-view';
import { usePageTitle } from '../../lib/use-page-title';

export default function AnalyticsPage() {
  usePageTitle('Advanced Analytics');
  return <AnalyticsView />;
}
