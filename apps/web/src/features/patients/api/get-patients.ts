import {
  PatientListResponseSchema,
  type PatientListQuery,
  type PatientListResponse,
} from '@practicum/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { patientKeys } from './keys';

/** Patients per request; "Load more" asks for the next page. */
export const PATIENT_PAGE_SIZE = 48;

/** GET /voice/patients/ (search by name or condition, difficulty filter, pagination). */
export function getPatients(query: PatientListQuery, signal?: AbortSignal): Promise<PatientListResponse> {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.difficulty && query.difficulty !== 'all') params.set('difficulty', query.difficulty);
  if (query.include_archived === 'true') params.set('include_archived', 'true');
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  const qs = params.toString();
  return apiClient.request(`/voice/patients/${qs ? `?${qs}` : ''}`, {
    schema: PatientListResponseSchema,
    signal,
  });
}

export type PatientFiltersQuery = Pick<PatientListQuery, 'search' | 'difficulty' | 'include_archived'>;

export function patientsQueryOptions(filters: PatientFiltersQuery) {
  const query = { ...filters, limit: PATIENT_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: patientKeys.list(query),
    queryFn: ({ pageParam, signal }) => getPatients({ ...query, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.patients.length, 0);
      return last.patients.length > 0 && loaded < last.total_count ? loaded : undefined;
    },
  });
}

/** Pages of patients; while new filters load, the previous results stay on screen. */
export function usePatients(filters: PatientFiltersQuery) {
  return useInfiniteQuery({ ...patientsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** Every patient's id and name (archived too), for pickers such as "start from this formulation". */
export function usePatientChoices() {
  const query = { include_archived: 'true', limit: 200 } as const;
  return useQuery({
    queryKey: [...patientKeys.lists(), 'choices'],
    queryFn: ({ signal }) => getPatients(query, signal),
    select: (data) => data.patients.map((p) => ({ id: p.id, name: p.name, condition: p.condition })),
  });
}
