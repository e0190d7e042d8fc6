import { useId, useState, type ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import type { DifficultyFilter, PatientFilters as Filters } from '../hooks/use-patient-filters';
import { DIFFICULTY_FILTER_OPTIONS } from './persona-options';

interface PatientFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  /** Bump it when the filters are cleared from outside, so the search box empties too. */
  clearCount?: number;
  /** Extra controls at the end of the bar (e.g. the admin's Show archived toggle). */
  children?: ReactNode;
}

/** Search by name or condition and a difficulty filter; the URL holds the values. */
export function PatientFilters({ filters, onChange, clearCount = 0, children }: PatientFiltersProps) {
  // The input keeps its own text so the caret never jumps while the URL catches up.
  const [text, setText] = useState(filters.search);
  const [seenClear, setSeenClear] = useState(clearCount);
  if (clearCount !== seenClear) {
    setSeenClear(clearCount);
    setText('');
  }
  const searchId = useId();
  return (
    <search className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Filter patients">
      <div className="flex-1 space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search patients
        </label>
        <div className="relative">
          <svg
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          >
            <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65a.75.75 0 1 1-1.06 1.06l-3.65-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
          </svg>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChange({ search: event.target.value });
            }}
            placeholder="Name or condition"
            autoComplete="off"
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none"
          />
        </div>
      </div>
      <SelectField
        label="Difficulty"
        className="sm:w-48"
        options={DIFFICULTY_FILTER_OPTIONS}
        value={filters.difficulty}
        onChange={(event) => onChange({ difficulty: event.target.value as DifficultyFilter })}
      />
      {children}
    </search>
  );
}
