import { UserManagement } from '../../features/users/components/user-management';
import { usePageTitle } from '../../lib/use-page-title';

export default function UsersPage() {
  usePageTitle('User Management');
  return <UserManagement />;
}
