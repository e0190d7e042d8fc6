import type { Role } from '@practicum/contract';
import { Navigate, Outlet } from 'react-router';
import { dashboardPathFor, useAuth } from '../../lib/use-auth';

/** A user lacking the role goes to their own dashboard. Must sit inside RequireAuth. */
export function RequireRole({ role }: { role: Role }) {
  const auth = useAuth();
  if (auth.role !== role) return <Navigate to={dashboardPathFor(auth.role)} replace />;
  return <Outlet />;
}
