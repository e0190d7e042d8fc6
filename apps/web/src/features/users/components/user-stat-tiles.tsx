import { StatTile } from '../../../components/ui/stat-tile';
import { useStatusStatistics } from '../../../api/users';

/** Total users, admins (admin plus super admin), active users, pending requests (status requested). */
export function UserStatTiles() {
  const { data } = useStatusStatistics();
  return (
    <section aria-label="User figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile label="Total Users" value={data?.total_users ?? null} />
      <StatTile label="Admins" value={data?.admins ?? null} />
      <StatTile label="Active Users" value={data?.active_users ?? null} />
      <StatTile label="Pending Requests" value={data?.pending_requests ?? null} />
    </section>
  );
}
