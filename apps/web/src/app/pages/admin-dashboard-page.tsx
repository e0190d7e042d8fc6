import { PlaceholderPage } from './placeholder-page';

export default function AdminDashboardPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
