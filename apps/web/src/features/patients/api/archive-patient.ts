import { PatientDetailSchema, type PatientDetail } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { patientKeys } from './keys';

export interface ArchivePatientVariables {
  id: string;
  archived: boolean;
}

/** POST /voice/patients/{id}/archive (admin): archived patients are hidden from students. */
export function archivePatient({ id, archived }: ArchivePatientVariables): Promise<PatientDetail> {
  return apiClient.request(`/voice/patients/${encodeURIComponent(id)}/archive`, {
    method: 'POST',
    body: { archived },
    schema: PatientDetailSchema,
  });
}

export function useArchivePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archivePatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
