import type { Patient } from '@practicum/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type DifficultyFilter = Patient['difficulty'] | 'all';

const DIFFICULTY_FILTERS: readonly DifficultyFilter[] = ['all', 'beginner', 'intermediate', 'advanced'];

export interface PatientFilters {
  search: string;
  difficulty: DifficultyFilter;
  showArchived: boolean;
}

/**
 * Filters live in the URL: `search`, `difficulty` and `archived`, so a filtered
 * view can be bookmarked and survives a reload. Other parameters (e.g. the dashboard's `section`) are kept.
 */
export function usePatientFilters() {
  const [params, setParams] = useSearchParams();
  const rawDifficulty = params.get('difficulty') as DifficultyFilter | null;
  const filters: PatientFilters = {
    search: params.get('search') ?? '',
    difficulty: rawDifficulty && DIFFICULTY_FILTERS.includes(rawDifficulty) ? rawDifficulty : 'all',
    showArchived: params.get('archived') === 'true',
  };

  const setFilters = useCallback(
    (patch: Partial<PatientFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | null) => {
            if (value) next.set(key, value);
            else next.delete(key);
          };
          if (patch.search !== undefined) put('search', patch.search.trim() ? patch.search : null);
          if (patch.difficulty !== undefined)
            put('difficulty', patch.difficulty === 'all' ? null : patch.difficulty);
          if (patch.showArchived !== undefined) put('archived', patch.showArchived ? 'true' : null);
          return next;
        },
        // Synchronous, so the controlled select and checkbox never show a stale value for a frame.
        { replace: true, flushSync: true },
      );
    },
    [setParams],
  );

  return { filters, setFilters };
}
