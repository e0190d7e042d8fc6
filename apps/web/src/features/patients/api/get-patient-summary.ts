import { PatientLibrarySummarySchema, type PatientLibrarySummary } from '@practicum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { patientKeys } from './keys';

/** GET /voice/patients/summary (admin): patients, distinct conditions, sessions active now. */
export function getPatientSummary(signal?: AbortSignal): Promise<PatientLibrarySummary> {
  return apiClient.request('/voice/patients/summary', { schema: PatientLibrarySummarySchema, signal });
}

export function patientSummaryQueryOptions() {
  return queryOptions({
    queryKey: patientKeys.summary(),
    queryFn: ({ signal }) => getPatientSummary(signal),
  });
}

export function usePatientSummary() {
  return useQuery(patientSummaryQueryOptions());
}
