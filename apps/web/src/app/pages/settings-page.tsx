import { PlaceholderPage } from './placeholder-page';

export default function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
