import { PatientDetailSchema, type PatientDetail } from '@practicum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { patientKeys } from './keys';

/** GET /voice/patients/{id}: admins also receive the full persona. */
export function getPatient(id: string, signal?: AbortSignal): Promise<PatientDetail> {
  return apiClient.request(`/voice/patients/${encodeURIComponent(id)}`, {
    schema: PatientDetailSchema,
    signal,
  });
}

export function patientQueryOptions(id: string) {
  return queryOptions({
    queryKey: patientKeys.detail(id),
    queryFn: ({ signal }) => getPatient(id, signal),
  });
}

export function usePatient(id: string) {
  return useQuery(patientQueryOptions(id));
}
