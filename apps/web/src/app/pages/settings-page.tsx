import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../api/auth';
import { SettingsView } from '../../features/settings/components/settings-view';
import { PlanSummary } from '../../features/subscription/components/plan-summary';
import { dashboardPathFor, useAuth } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';

/** /settings, for every signed-in user: back, title, logout, then the tabs. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const navigate = useNavigate();
  const logout = useLogout();
  const { role } = useAuth();

  // Back to where the user came from inside the app, or to their dashboard on a fresh load.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(dashboardPathFor(role));
  };

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-center gap-3">
        <Button variant="ghost" onClick={back} className="-ml-2 px-2.5" aria-label="Back">
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
          <span aria-hidden="true">Back</span>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Settings</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Your profile, notifications, audio, display, security and data.
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        loading={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })
        }
      >
        Logout
      </Button>
    </div>
  );

  return <SettingsView header={header} profileAside={<PlanSummary />} />;
}
