import {
  PatientPreviewResponseSchema,
  type PatientPreviewBody,
  type PatientPreviewResponse,
} from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export interface PreviewPatientVariables extends PatientPreviewBody {
  id: string;
}

/** POST /voice/patients/{id}/preview (admin): replays the typed lines through the engine; nothing is stored. */
export function previewPatient({ id, ...body }: PreviewPatientVariables): Promise<PatientPreviewResponse> {
  return apiClient.request(`/voice/patients/${encodeURIComponent(id)}/preview`, {
    method: 'POST',
    body,
    schema: PatientPreviewResponseSchema,
  });
}

export function usePreviewPatient() {
  return useMutation({ mutationFn: previewPatient });
}
