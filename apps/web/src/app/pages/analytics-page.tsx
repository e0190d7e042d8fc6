import { PlaceholderPage } from './placeholder-page';

export default function AnalyticsPage() {
  return <PlaceholderPage title="Advanced Analytics" />;
}
