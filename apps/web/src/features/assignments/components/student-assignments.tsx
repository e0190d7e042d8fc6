import { useMyAssignments } from '../../../api/assignments';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { formatScore } from '../../../lib/score';
import { AssignmentStatusBadge, dueDate } from './status-badge';

interface StudentAssignmentsProps {
  onStart: (patientId: string) => void;
  startingPatientId: string | null;
}

/**
 * The student's assignments, first on their dashboard: each with its due date, status, target and
 * best score, and a button to start the next patient not yet done. Nothing is shown without any.
 */
export function StudentAssignments({ onStart, startingPatientId }: StudentAssignmentsProps) {
  const query = useMyAssignments();
  if (query.isPending || query.isError)
    return (
      <QueryStatus
        query={query}
        loading="Loading your assignments"
        failure="Failed to load your assignments"
      />
    );
  const assignments = query.data.assignments;
  if (assignments.length === 0) return null;
  return (
    <section
      aria-labelledby="assignments-heading"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="assignments-heading"
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        Your assignments
      </h2>
      <ul className="divide-y divide-slate-100">
        {assignments.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-4 px-5 py-4">
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{a.title}</h3>
                <AssignmentStatusBadge status={a.status} />
              </div>
              <p className="text-sm text-slate-600">
                {a.kind === 'module' ? 'Module' : 'Patient'} · due {dueDate(a.due_at)}
              </p>
              <p className="text-sm text-slate-700">
                {a.patients_done} of {a.patients_total} patient{a.patients_total === 1 ? '' : 's'} at target ·
                target {a.target_score}, your best {formatScore(a.best_score) ?? 'not scored yet'}
              </p>
            </div>
            {a.next_patient_id && (
              <Button
                className="py-1.5"
                loading={startingPatientId === a.next_patient_id}
                disabled={startingPatientId !== null}
                aria-label={`${a.status === 'not_started' ? 'Start' : 'Continue'} ${a.title}`}
                onClick={() => onStart(a.next_patient_id!)}
              >
                {a.status === 'not_started' ? 'Start' : 'Continue'}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
