import { Navigate, useLocation, useParams, type Params } from 'react-router';
import { dashboardPathFor, useAuth } from '../../lib/use-auth';

/** /dashboard picks the dashboard by role. Must sit inside RequireAuth. */
export function DashboardRedirect() {
  const { role } = useAuth();
  return <Navigate to={dashboardPathFor(role)} replace />;
}

/** Short aliases (/history, /users ...) keep their query string and hash. */
export function AliasRedirect({ to }: { to: string | ((params: Params) => string) }) {
  const params = useParams();
  const { search, hash } = useLocation();
  const pathname = typeof to === 'string' ? to : to(params);
  return <Navigate to={{ pathname, search, hash }} replace />;
}
