import { PatientListQuerySchema, type Patient } from '@practicum/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type DifficultyFilter = Patient['difficulty'] | 'all';

type Choice<K extends 'category' | 'style' | 'risk' | 'age_group' | 'discipline'> = NonNullable<
  (typeof PatientListQuerySchema)['_output'][K]
>;

export interface PatientFilters {
  search: string;
  difficulty: DifficultyFilter;
  category: Choice<'category'>;
  style: Choice<'style'>;
  risk: Choice<'risk'>;
  ageGroup: Choice<'age_group'>;
  discipline: Choice<'discipline'>;
  showArchived: boolean;
}

/** The filters besides search and archive, each "all" when not chosen. */
export const CHOICE_FILTERS = ['discipline', 'difficulty', 'category', 'style', 'risk', 'ageGroup'] as const;
type ChoiceKey = (typeof CHOICE_FILTERS)[number];

/** Each filter's URL parameter, and the schema that says which values it takes. */
const PARAMS: Record<
  ChoiceKey,
  { key: string; schema: { safeParse: (v: unknown) => { success: boolean } } }
> = {
  difficulty: { key: 'difficulty', schema: PatientListQuerySchema.shape.difficulty },
  category: { key: 'category', schema: PatientListQuerySchema.shape.category },
  style: { key: 'style', schema: PatientListQuerySchema.shape.style },
  risk: { key: 'risk', schema: PatientListQuerySchema.shape.risk },
  ageGroup: { key: 'age', schema: PatientListQuerySchema.shape.age_group },
  discipline: { key: 'discipline', schema: PatientListQuerySchema.shape.discipline },
};

const read = (params: URLSearchParams, name: ChoiceKey) => {
  const value = params.get(PARAMS[name].key);
  return value && PARAMS[name].schema.safeParse(value).success ? value : 'all';
};

/** How many of the choice filters are set (for the Filters button's count). */
export const activeChoices = (filters: PatientFilters): number =>
  CHOICE_FILTERS.filter((name) => filters[name] !== 'all').length;

export const NO_FILTERS: Omit<PatientFilters, 'showArchived'> = {
  search: '',
  difficulty: 'all',
  category: 'all',
  style: 'all',
  risk: 'all',
  ageGroup: 'all',
  discipline: 'all',
};

/**
 * Filters live in the URL (`search`, `discipline`, `difficulty`, `category`, `style`, `risk`, `age`, `archived`),
 * so a filtered view can be bookmarked and survives a reload. Unknown values read as "all". Other
 * parameters (e.g. the dashboard's `section`) are kept.
 */
export function usePatientFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get('search') ?? '',
    ...(Object.fromEntries(CHOICE_FILTERS.map((name) => [name, read(params, name)])) as Pick<
      PatientFilters,
      ChoiceKey
    >),
    showArchived: params.get('archived') === 'true',
  } satisfies PatientFilters;

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
          for (const name of CHOICE_FILTERS) {
            const value = patch[name];
            if (value !== undefined) put(PARAMS[name].key, value === 'all' ? null : value);
          }
          if (patch.showArchived !== undefined) put('archived', patch.showArchived ? 'true' : null);
          return next;
        },
        // Synchronous, so the controlled selects and checkbox never show a stale value for a frame.
        { replace: true, flushSync: true },
      );
    },
    [setParams],
  );

  return { filters, setFilters };
}
