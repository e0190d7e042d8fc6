import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { dashboardPathFor, useAuth } from '../../lib/use-auth';

/** /login: an authenticated user is sent to their role's dashboard. */
export function PublicOnly() {
  const auth = useAuth();
  if (auth.loading) return <PageSpinner />;
  if (auth.isAuthenticated) return <Navigate to={dashboardPathFor(auth.role)} replace />;
  return <Outlet />;
}
