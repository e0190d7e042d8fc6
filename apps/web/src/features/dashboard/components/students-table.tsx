import type { StudentRow } from '@practicum/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { adminBadgeTone, formatDateTime, universityAndYear } from '../lib/format';
import { percent } from '../../../lib/score';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** Student, university and year, sessions, average score badge, last active, View Sessions. */
export function StudentsTable({
  students,
  onViewSessions,
  busy,
}: {
  students: StudentRow[];
  onViewSessions: (student: StudentRow) => void;
  busy?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">Students</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Student
            </th>
            <th scope="col" className={th}>
              University / Year
            </th>
            <th scope="col" className={th}>
              Sessions
            </th>
            <th scope="col" className={th}>
              Average Score
            </th>
            <th scope="col" className={th}>
              Last Active
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {students.map((student) => (
            <tr key={student.id}>
              <td className="px-4 py-3">
                <p className="font-semibold text-slate-900">{student.name}</p>
                <p className="text-slate-600">{student.email}</p>
              </td>
              <td className="px-4 py-3 text-slate-700">
                {universityAndYear(student.university, student.year)}
              </td>
              <td className="px-4 py-3 text-slate-900 tabular-nums">{student.total_sessions}</td>
              <td className="px-4 py-3">
                {student.total_sessions > 0 ? (
                  <Badge tone={adminBadgeTone(student.average_score)}>{percent(student.average_score)}</Badge>
                ) : (
                  <span className="text-slate-600">—</span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDateTime(student.last_active, 'Never')}
              </td>
              <td className="px-4 py-3 text-right">
                <Button
                  variant="secondary"
                  className="py-1.5 whitespace-nowrap"
                  onClick={() => onViewSessions(student)}
                  aria-label={`View sessions of ${student.name}`}
                >
                  View Sessions
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
