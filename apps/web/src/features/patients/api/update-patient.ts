import { PatientDetailSchema, type PatientBody, type PatientDetail } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { patientKeys } from './keys';

export interface UpdatePatientVariables {
  id: string;
  body: PatientBody;
}

/** PUT /voice/patients/{id} (admin): replaces the persona; initialisation never overwrites it afterwards. */
export function updatePatient({ id, body }: UpdatePatientVariables): Promise<PatientDetail> {
  return apiClient.request(`/voice/patients/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: PatientDetailSchema,
  });
}

export function useUpdatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatient,
    onSuccess: (detail) => {
      queryClient.setQueryData(patientKeys.detail(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: patientKeys.all });
    },
  });
}
