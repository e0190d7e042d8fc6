import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AdminOverview } from '../../features/dashboard/components/admin-overview';
import { AnalyticsOverview } from '../../features/dashboard/components/analytics-overview';
import { ReviewQueuePanel } from '../../features/dashboard/components/review-queue-panel';
import { StudentsView } from '../../features/dashboard/components/students-view';
import { VoiceProviderCard } from '../../features/dashboard/components/voice-provider-card';
import { userKeys } from '../../api/users';
import { PendingRequestsBanner } from '../../features/users/components/pending-requests-banner';
import { useAuth } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';

/** Sections of the admin dashboard, chosen by ?section= from the sidebar; overview by default. */
type Section = 'overview' | 'profile' | 'analytics' | 'users' | 'students';
const SECTIONS: readonly Section[] = ['overview', 'profile', 'analytics', 'users', 'students'];

export default function AdminDashboardPage() {
  const [params] = useSearchParams();
  const requested = params.get('section') as Section | null;
  const section: Section = requested && SECTIONS.includes(requested) ? requested : 'overview';
  switch (section) {
    case 'profile':
      // The profile has its own page; old links to the dashboard section still arrive there.
      return <Navigate to="/profile" replace />;
    case 'users':
      return <Navigate to="/admin/users" replace />;
    case 'analytics':
      return <AnalyticsView />;
    case 'students':
      return <StudentsSection />;
    default:
      return <Overview />;
  }
}

function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children && <p className="mt-1 text-slate-600">{children}</p>}
    </div>
  );
}

function Overview() {
  usePageTitle('Admin Dashboard');
  const { user } = useAuth();
  const client = useQueryClient();
  return (
    <div className="space-y-6">
      <Heading title="Admin Dashboard">Welcome back, {user?.name}.</Heading>
      <PendingRequestsBanner />
      <AdminOverview onRefresh={() => void client.invalidateQueries({ queryKey: userKeys.pending() })} />
      <ReviewQueuePanel />
      <VoiceProviderCard />
    </div>
  );
}

function AnalyticsView() {
  usePageTitle('Analytics Overview');
  return (
    <div className="space-y-6">
      <Heading title="Analytics Overview">Platform figures and the best-performing students.</Heading>
      <AnalyticsOverview />
    </div>
  );
}

function StudentsSection() {
  usePageTitle('Students');
  return (
    <div className="space-y-6">
      <Heading title="Students">Find a student, see their sessions and review each conversation.</Heading>
      <StudentsView />
    </div>
  );
}
