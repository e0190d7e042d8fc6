import { PlaceholderPage } from './placeholder-page';

export default function UsersPage() {
  return <PlaceholderPage title="User Management" />;
}
