import { AssignmentsPanel } from '../../features/assignments/components/assignments-panel';
import { CohortsPanel } from '../../features/assignments/components/cohorts-panel';
import { usePageTitle } from '../../lib/use-page-title';

/** /admin/assignments: cohorts of students, and the modules and patients assigned to them. */
export default function AssignmentsPage() {
  usePageTitle('Assignments');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Assignments</h1>
        <p className="mt-1 text-sm text-slate-600">
          Group students into cohorts, assign them modules or patients with a due date and a target score, and
          follow who is done.
        </p>
      </div>
      <AssignmentsPanel />
      <CohortsPanel />
    </div>
  );
}
