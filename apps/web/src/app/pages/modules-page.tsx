import { useNavigate } from 'react-router';
import { useStartSession } from '../../api/sessions';
import { Banner } from '../../components/ui/banner';
import { ModulesView } from '../../features/modules/components/modules-view';
import {
  AllowanceNotice,
  isAllowanceExhausted,
} from '../../features/subscription/components/allowance-notice';
import { useAuth } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';

/** /student/modules: the training modules, the student's progress in each, and certificates. */
export default function ModulesPage() {
  usePageTitle('Training Modules');
  const navigate = useNavigate();
  const { user } = useAuth();
  const start = useStartSession();
  const startSession = (patientId: string) =>
    start.mutate(patientId, {
      onSuccess: () => void navigate(`/student/session/${encodeURIComponent(patientId)}`),
    });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Training Modules</h1>
        <p className="mt-1 text-slate-600">
          Work through each module&apos;s patients in order; a patient counts once you complete a session with
          them.
        </p>
      </div>
      {start.isError &&
        (isAllowanceExhausted(start.error) ? (
          <AllowanceNotice error={start.error} onDismiss={() => start.reset()} />
        ) : (
          <Banner tone="error" onDismiss={() => start.reset()}>
            Error: Failed to start session. Please try again.
          </Banner>
        ))}
      <ModulesView
        onStart={startSession}
        startingPatientId={start.isPending ? (start.variables ?? null) : null}
        discipline={user?.discipline ?? null}
      />
    </div>
  );
}
