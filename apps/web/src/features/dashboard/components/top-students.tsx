import type { StudentRow } from '@practicum/contract';
import { Badge } from '../../../components/ui/badge';
import { adminBadgeTone, plural, universityAndYear } from '../lib/format';
import { percent } from '../../../lib/score';
import { Panel } from './panel';

const TOP_STUDENTS = 5;

/** The five best students by average score: name, university, score and session count. */
export function TopStudents({ students }: { students: StudentRow[] }) {
  const shown = students.slice(0, TOP_STUDENTS);
  return (
    <Panel title="Top Performing Students">
      {shown.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">No scored sessions yet</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {shown.map((student, i) => (
            <li key={student.id} className="flex items-center gap-4 px-5 py-3">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
                aria-label={`Rank ${i + 1}`}
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{student.name}</p>
                <p className="truncate text-sm text-slate-600">
                  {universityAndYear(student.university, student.year)}
                </p>
              </div>
              <div className="text-right">
                <Badge tone={adminBadgeTone(student.average_score)}>{percent(student.average_score)}</Badge>
                <p className="mt-1 text-xs text-slate-600">{plural(student.total_sessions, 'session')}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
