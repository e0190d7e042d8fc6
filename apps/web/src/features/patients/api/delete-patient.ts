import { MessageResponseSchema, type MessageResponse } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { patientKeys } from './keys';

/** DELETE /voice/patients/{id} (admin). Refused with 409 `patient_in_use` while sessions use the patient. */
export function deletePatient(id: string): Promise<MessageResponse> {
  return apiClient.request(`/voice/patients/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: MessageResponseSchema,
  });
}

/** The server refused because sessions still reference the patient: archiving is the way out. */
export function isPatientInUse(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'patient_in_use' || error.status === 409);
}

export function useDeletePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePatient,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: patientKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: patientKeys.all });
    },
  });
}
