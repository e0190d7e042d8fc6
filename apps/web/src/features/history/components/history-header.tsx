import { Button } from '../../../components/ui/button';
import { historyIcons } from './icons';

interface HistoryHeaderProps {
  onBack: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * Back to the dashboard, the page title, and logout of the Session History page. The
 * shell's header has its own "Logout"; this one reads "Log out" so each control has a distinct name.
 */
export function HistoryHeader({ onBack, onLogout, loggingOut }: HistoryHeaderProps) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack} className="-ml-3 px-3">
          {historyIcons.back}
          Back<span className="sr-only"> to dashboard</span>
        </Button>
        <Button variant="ghost" loading={loggingOut} onClick={onLogout} className="-mr-3 px-3">
          {!loggingOut && historyIcons.logout}
          Log out
        </Button>
      </div>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Session History</h1>
        <p className="mt-1 text-sm text-slate-600">Review your practice sessions, scores and feedback.</p>
      </div>
    </div>
  );
}
