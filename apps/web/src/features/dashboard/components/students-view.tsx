import type { StudentRow } from '@practicum/contract';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAdminDashboard, type ActivityFilter, type DisciplineFilter } from '../../../api/dashboard';
import { DISCIPLINE_FILTER_OPTIONS } from '../../../lib/discipline';
import { useDebounced } from '../hooks/use-debounced';
import { plural } from '../lib/format';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { StudentSessionsModal } from './student-sessions-modal';
import { StudentsTable } from './students-table';

const ACTIVITY_OPTIONS = [
  { value: 'all', label: 'All Students' },
  { value: 'today', label: 'Active Today' },
  { value: 'week', label: 'Active This Week' },
] as const;

/** Students view: search, activity and discipline filters, the table, and each student's sessions. */
export function StudentsView() {
  const [search, setSearch] = useState('');
  const [activity, setActivity] = useState<ActivityFilter>('all');
  const [discipline, setDiscipline] = useState<DisciplineFilter>('all');
  const [selected, setSelected] = useState<StudentRow | null>(null);
  const query = useDebounced(search.trim());
  const dashboard = useAdminDashboard(query, activity, discipline);
  const students = dashboard.data?.students ?? [];

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          label="Search students"
          type="search"
          placeholder="Name, email or university"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:flex-1"
        />
        <SelectField
          label="Activity"
          options={ACTIVITY_OPTIONS}
          value={activity}
          onChange={(e) => setActivity(e.target.value as ActivityFilter)}
          className="sm:w-56"
        />
        <SelectField
          label="Discipline"
          options={DISCIPLINE_FILTER_OPTIONS}
          value={discipline}
          onChange={(e) => setDiscipline(e.target.value as DisciplineFilter)}
          className="sm:w-56"
        />
      </div>
      {dashboard.isError && !dashboard.data ? (
        <LoadError
          error={dashboard.error}
          title="Failed to load admin dashboard"
          fallback="Failed to get dashboard data"
          onRetry={() => void dashboard.refetch()}
        />
      ) : !dashboard.data ? (
        <LoadingBlock label="Loading students..." />
      ) : students.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center text-slate-600">
          {query || activity !== 'all' || discipline !== 'all'
            ? 'No students match your search or filter.'
            : 'No students yet.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {plural(students.length, 'student')}
          </p>
          <StudentsTable
            students={students}
            onViewSessions={setSelected}
            busy={dashboard.isPlaceholderData}
          />
        </>
      )}
      {selected && <StudentSessionsModal student={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
