import { PlaceholderPage } from './placeholder-page';

export default function SessionPage() {
  return <PlaceholderPage title="Live Session" />;
}
