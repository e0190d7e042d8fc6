import { PatientDetailSchema, type PatientBody, type PatientDetail } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { patientKeys } from './keys';

/** POST /voice/patients (admin): the whole persona; the server validates it again (422 with paths). */
export function createPatient(body: PatientBody): Promise<PatientDetail> {
  return apiClient.request('/voice/patients', { method: 'POST', body, schema: PatientDetailSchema });
}

export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
