import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/use-auth';
import { InactivitySignOut } from './inactivity-sign-out';

/**
 * Guarded pages: spinner while auth loads, /login when signed out. An access token that expires
 * while a page is open is renewed by the first call that meets a 401, or by the 60-second check.
 * A browser left without activity for the server's inactivity timeout is signed out.
 */
export function RequireAuth() {
  const auth = useAuth();
  if (auth.loading) return <PageSpinner />;
  if (!auth.isAuthenticated) return <Navigate to="/login" replace />;
  return (
    <>
      <InactivitySignOut />
      <Outlet />
    </>
  );
}
