import { useId } from 'react';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import type { HistoryFilters as Filters, HistorySort } from '../lib/history-query';
import type { ScoreFilter } from '../lib/score';
import { SearchIcon } from '../../../components/ui/search-icon';

const SCORE_OPTIONS: readonly SelectOption[] = [
  { value: 'all', label: 'All scores' },
  { value: 'high', label: 'High (90+)' },
  { value: 'medium', label: 'Medium (70-89)' },
  { value: 'low', label: 'Low (under 70)' },
];

const SORT_OPTIONS: readonly SelectOption[] = [
  { value: 'recent', label: 'Most recent' },
  { value: 'score', label: 'Highest score' },
  { value: 'duration', label: 'Longest duration' },
];

interface HistoryFiltersProps {
  /** The search box's text, held by the page so it never lags behind typing while the URL catches up. */
  search: string;
  onSearch: (text: string) => void;
  filters: Pick<Filters, 'score' | 'sort' | 'showCancelled'>;
  onChange: (patch: Partial<Filters>) => void;
}

/**
 * Search by patient name or condition, score band, sort, and whether cancelled sessions show; the
 * server applies them to every session and the URL holds the values.
 */
export function HistoryFilters({ search, onSearch, filters, onChange }: HistoryFiltersProps) {
  const searchId = useId();
  const hintId = useId();
  const cancelledId = useId();
  return (
    <search
      aria-label="Filter sessions"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-start"
    >
      <div className="flex-1 space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search by patient or condition
        </label>
        <div className="relative">
          <SearchIcon />
          <input
            id={searchId}
            type="search"
            value={search}
            aria-describedby={hintId}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Name or condition, e.g. PTSD"
            autoComplete="off"
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none"
          />
        </div>
        <p id={hintId} className="text-xs text-slate-600">
          Searches all your sessions; abbreviations such as PTSD or OCD work too.
        </p>
      </div>
      <SelectField
        label="Score"
        className="md:w-48"
        options={SCORE_OPTIONS}
        value={filters.score}
        onChange={(event) => onChange({ score: event.target.value as ScoreFilter })}
      />
      <SelectField
        label="Sort by"
        className="md:w-48"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as HistorySort })}
      />
      <div className="flex items-center gap-2 md:self-center md:pt-6">
        <input
          id={cancelledId}
          type="checkbox"
          checked={filters.showCancelled}
          onChange={(event) => onChange({ showCancelled: event.target.checked })}
          className="focus-ring size-4 rounded border-slate-400 accent-teal-700"
        />
        <label htmlFor={cancelledId} className="text-sm font-medium whitespace-nowrap text-slate-800">
          Show cancelled
        </label>
      </div>
    </search>
  );
}
