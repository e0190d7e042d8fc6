import { useSearchParams } from 'react-router';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { usePageTitle } from '../../lib/use-page-title';
import { PlaceholderPage } from './placeholder-page';

/** Sections of the student dashboard, chosen by ?section= from the sidebar (SPEC section 2). */
export default function StudentDashboardPage() {
  const [params] = useSearchParams();
  switch (params.get('section')) {
    case 'profile':
      return <ProfileView />;
    default:
      // Stat cards, patient search and the recent-sessions list go here.
      return <PlaceholderPage title="Student Dashboard" />;
  }
}

function ProfileView() {
  usePageTitle('Profile');
  return <ProfileSection variant="student" />;
}
