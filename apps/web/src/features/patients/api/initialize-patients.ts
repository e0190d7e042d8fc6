import { InitializePatientsResponseSchema, type InitializePatientsResponse } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { patientKeys } from './keys';

/** POST /voice/patients/initialize: adds missing catalogue patients (idempotent). */
export function initializePatients(): Promise<InitializePatientsResponse> {
  return apiClient.request('/voice/patients/initialize', {
    method: 'POST',
    schema: InitializePatientsResponseSchema,
  });
}

export function useInitializePatients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializePatients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
