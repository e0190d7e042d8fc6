import { Link } from 'react-router';
import { percent } from '../../../lib/score';
import { cn } from '../../../lib/cn';
import { SKILL_SHORT_NAMES as SKILL_NAMES } from '../../../lib/skills';
import { formatDate, formatTrend } from '../lib/format';
import type { SortKey, SortState, StudentProgress } from '../lib/students';

const COLUMNS: Array<{ key: SortKey; label: string; numeric?: boolean }> = [
  { key: 'name', label: 'Student' },
  { key: 'sessions', label: 'Sessions', numeric: true },
  { key: 'average_score', label: 'Average score', numeric: true },
  { key: 'trend', label: 'Trend', numeric: true },
  { key: 'weakest_skill', label: 'Weakest skill' },
  { key: 'last_active', label: 'Last active' },
];

/** User Management with this student's User Details open, their progress included. */
const userViewHref = (student: StudentProgress) => `/admin/users?user=${encodeURIComponent(student.user_id)}`;

interface StudentsProgressTableProps {
  rows: StudentProgress[];
  sort: SortState;
  onSort: (key: SortKey) => void;
}

/** Each header is a button, so the table sorts from the keyboard; aria-sort says the current order. */
export function StudentsProgressTable({ rows, sort, onSort }: StudentsProgressTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Student progress, sorted by column headers</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? sort.direction : 'none'}
                  className={cn('px-4 py-2', column.numeric ? 'text-right' : 'text-left')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className="focus-ring inline-flex items-center gap-1 rounded text-xs font-semibold tracking-wide text-slate-600 uppercase hover:text-slate-900"
                  >
                    {column.label}
                    <span aria-hidden="true" className={active ? 'text-teal-700' : 'text-slate-400'}>
                      {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.user_id}>
              <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
                <Link
                  to={userViewHref(row)}
                  className="focus-ring rounded text-teal-800 underline-offset-4 hover:underline"
                  aria-label={`Open ${row.name} in User Management`}
                >
                  {row.name}
                </Link>
              </th>
              <td className="px-4 py-3 text-right text-slate-900 tabular-nums">{row.sessions}</td>
              <td className="px-4 py-3 text-right text-slate-900 tabular-nums">
                {percent(row.average_score)}
              </td>
              <td
                className={cn(
                  'px-4 py-3 text-right tabular-nums',
                  row.trend === null
                    ? 'text-slate-600'
                    : row.trend >= 0
                      ? 'text-emerald-700'
                      : 'text-red-700',
                )}
              >
                {formatTrend(row.trend)}
              </td>
              <td className="px-4 py-3 text-slate-700">
                {row.weakest_skill ? SKILL_NAMES[row.weakest_skill] : '—'}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(row.last_active)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
