import { PlaceholderPage } from './placeholder-page';

export default function HistoryPage() {
  return <PlaceholderPage title="Session History" />;
}
