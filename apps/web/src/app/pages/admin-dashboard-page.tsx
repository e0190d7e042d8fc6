import { Navigate, useSearchParams } from 'react-router';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { PendingRequestsBanner } from '../../features/users/components/pending-requests-banner';
import { useAuth } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';
import { PlaceholderPage } from './placeholder-page';

/** Sections of the admin dashboard, chosen by ?section= from the sidebar (SPEC section 2). */
type Section = 'overview' | 'profile' | 'analytics' | 'users' | 'students';
const SECTIONS: readonly Section[] = ['overview', 'profile', 'analytics', 'users', 'students'];

export default function AdminDashboardPage() {
  const [params] = useSearchParams();
  const requested = params.get('section') as Section | null;
  const section: Section = requested && SECTIONS.includes(requested) ? requested : 'overview';
  switch (section) {
    case 'profile':
      return <ProfileView />;
    case 'users':
      return <Navigate to="/admin/users" replace />;
    case 'analytics':
      return <PlaceholderPage title="Analytics Overview" />;
    case 'students':
      return <PlaceholderPage title="Students" />;
    default:
      return <Overview />;
  }
}

function Overview() {
  usePageTitle('Admin Dashboard');
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-slate-600">Welcome back, {user?.name}.</p>
      </div>
      <PendingRequestsBanner />
      {/* Stat cards, Recent Activity and Quick Actions go here. */}
    </div>
  );
}

function ProfileView() {
  usePageTitle('Profile & Security');
  return <ProfileSection variant="admin" />;
}
