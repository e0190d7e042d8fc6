import { useQuery } from '@tanstack/react-query';
import { patientQueryOptions } from '../../../api/patients';

/** The patient's name for the header before the socket says it; null while unknown. */
export function usePatientName(patientId: string): { name: string | null; failed: boolean } {
  // A live session keeps its patient for minutes, and a missing patient will not appear on retry.
  const query = useQuery({ ...patientQueryOptions(patientId), staleTime: 10 * 60_000, retry: false });
  return { name: query.data?.name ?? null, failed: query.isError };
}
