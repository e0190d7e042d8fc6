import { PlaceholderPage } from './placeholder-page';

export default function StudentDashboardPage() {
  return <PlaceholderPage title="Student Dashboard" />;
}
