import type { Assignment } from '@practicum/contract';
import { Button } from '../../../components/ui/button';
import { formatScore } from '../../../lib/score';
import { dueDate } from './status-badge';

/**
 * Assignments as an instructor follows them: who they are for, when due, how many students are done,
 * the students' average best score and who is overdue. `onDelete` adds a Delete button per row.
 */
export function AssignmentsTable({
  assignments,
  onDelete,
}: {
  assignments: readonly Assignment[];
  onDelete?: (assignment: Assignment) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Assignments with completion, scores and overdue students</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-medium">
              Assignment
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              For
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Due
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Completed
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Target / average best
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Overdue
            </th>
            {onDelete && (
              <th scope="col" className="px-5 py-2.5 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {assignments.map((a) => {
            const overdue = a.students.filter((s) => s.status === 'overdue');
            const total = a.students.length;
            return (
              <tr key={a.id} data-testid={`assignment-${a.id}`}>
                <th scope="row" className="px-5 py-3 font-semibold text-slate-900">
                  {a.title}
                  <span className="block text-xs font-normal text-slate-600">
                    {a.kind === 'module' ? 'Module' : 'Patient'}
                  </span>
                </th>
                <td className="px-3 py-3 text-slate-700">
                  {a.cohort ? a.cohort.name : `${total} student${total === 1 ? '' : 's'}`}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{dueDate(a.due_at)}</td>
                <td className="px-3 py-3 text-slate-900 tabular-nums">
                  <span aria-label={`${a.counts.done} of ${total} students done`}>
                    {a.counts.done} of {total} done
                  </span>
                  {a.counts.in_progress > 0 && (
                    <span className="block text-xs text-slate-600">{a.counts.in_progress} in progress</span>
                  )}
                </td>
                <td className="px-3 py-3 text-slate-700 tabular-nums">
                  {a.target_score} / {formatScore(a.average_best_score) ?? '–'}
                </td>
                <td className="px-3 py-3 text-slate-700">
                  {overdue.length === 0 ? (
                    <span className="text-slate-500">None</span>
                  ) : (
                    <span className="text-rose-800">{overdue.map((s) => s.name).join(', ')}</span>
                  )}
                </td>
                {onDelete && (
                  <td className="px-5 py-3 text-right">
                    <Button
                      variant="secondary"
                      className="py-1.5"
                      aria-label={`Delete assignment ${a.title}`}
                      onClick={() => onDelete(a)}
                    >
                      Delete
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
