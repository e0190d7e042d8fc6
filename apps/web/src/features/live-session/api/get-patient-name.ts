import { PatientDetailSchema } from '@practicum/contract/patients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** GET /voice/patients/{id}, cached for the session (patient lookups are cached client-side). */
export const patientQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['live-session', 'patient', patientId],
    queryFn: ({ signal }) =>
      apiClient.get(`/voice/patients/${encodeURIComponent(patientId)}`, PatientDetailSchema, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The patient's name for the header before the socket says it; null while unknown. */
export function usePatientName(patientId: string): { name: string | null; failed: boolean } {
  const query = useQuery(patientQuery(patientId));
  return { name: query.data?.name ?? null, failed: query.isError };
}
