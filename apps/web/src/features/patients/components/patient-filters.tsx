import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import { activeChoices, CHOICE_FILTERS, type PatientFilters as Filters } from '../hooks/use-patient-filters';
import {
  AGE_GROUP_FILTER_OPTIONS,
  CATEGORY_FILTER_OPTIONS,
  DIFFICULTY_FILTER_OPTIONS,
  RISK_FILTER_OPTIONS,
  STYLE_FILTER_OPTIONS,
} from './persona-options';
import { SearchIcon } from '../../../components/ui/search-icon';
import { DISCIPLINE_FILTER_OPTIONS } from '../../../lib/discipline';

interface PatientFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  /** Bump it when the filters are cleared from outside, so the search box empties too. */
  clearCount?: number;
  /** Extra controls at the end of the bar (e.g. the admin's Show archived toggle). */
  children?: ReactNode;
}

const SELECTS: Array<{ name: (typeof CHOICE_FILTERS)[number]; label: string; options: SelectOption[] }> = [
  { name: 'discipline', label: 'Discipline', options: DISCIPLINE_FILTER_OPTIONS },
  { name: 'category', label: 'Condition', options: CATEGORY_FILTER_OPTIONS },
  { name: 'difficulty', label: 'Difficulty', options: DIFFICULTY_FILTER_OPTIONS },
  { name: 'style', label: 'Conversational style', options: STYLE_FILTER_OPTIONS },
  { name: 'risk', label: 'Risk', options: RISK_FILTER_OPTIONS },
  { name: 'ageGroup', label: 'Age group', options: AGE_GROUP_FILTER_OPTIONS },
];

/**
 * Search (names, conditions and presenting problems, abbreviations included) and, behind one
 * Filters button, discipline, condition, difficulty, style, risk and age group. The selects sit in a panel so
 * that reaching the patients by keyboard takes two Tab presses past the bar, not seven. The URL
 * holds the values; the panel starts open when a filter is set.
 */
export function PatientFilters({ filters, onChange, clearCount = 0, children }: PatientFiltersProps) {
  // The input keeps its own text so the caret never jumps while the URL catches up.
  const [text, setText] = useState(filters.search);
  const [seenClear, setSeenClear] = useState(clearCount);
  const active = activeChoices(filters);
  const [open, setOpen] = useState(active > 0);
  if (clearCount !== seenClear) {
    setSeenClear(clearCount);
    setText('');
  }
  const searchId = useId();
  const hintId = useId();
  const panelId = useId();
  return (
    <search className="space-y-3" aria-label="Filter patients">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search patients
          </label>
          <div className="relative">
            <SearchIcon />
            <input
              id={searchId}
              type="search"
              value={text}
              aria-describedby={hintId}
              onChange={(event) => {
                setText(event.target.value);
                onChange({ search: event.target.value });
              }}
              placeholder="Name, condition or problem"
              autoComplete="off"
              className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none"
            />
          </div>
          <p id={hintId} className="text-xs text-slate-600">
            Abbreviations work too: PTSD, OCD, GAD, postnatal, self-harm.
          </p>
        </div>
        <div className="flex items-center gap-4 sm:pb-6">
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={active > 0 ? `Filters, ${active} on` : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
              <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 11.9V16a1 1 0 0 1-1.45.9l-2-1A1 1 0 0 1 8 15v-3.1L3.2 5.6A1 1 0 0 1 3 5Z" />
            </svg>
            Filters
            {active > 0 && (
              <span className="rounded-full bg-teal-700 px-1.5 text-xs font-semibold text-white">
                {active}
              </span>
            )}
          </Button>
          {children}
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm', open && 'block')}
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SELECTS.map(({ name, label, options }) => (
            <SelectField
              key={name}
              label={label}
              options={options}
              value={filters[name]}
              onChange={(event) => onChange({ [name]: event.target.value })}
            />
          ))}
        </div>
        {active > 0 && (
          <div className="mt-3 flex justify-end">
            <Button
              variant="link"
              onClick={() => onChange(Object.fromEntries(CHOICE_FILTERS.map((name) => [name, 'all'])))}
            >
              Reset these filters
            </Button>
          </div>
        )}
      </div>
    </search>
  );
}
