import { SessionSchema, type Session } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { dashboardKeys } from './keys';

/**
 * POST /voice/history/sessions: 201 with a new session, or 200 with the active one for this patient.
 * Audio settings are left out so the server fills them from the student's settings.
 */
export function startSession(patientId: string): Promise<Session> {
  return apiClient.request('/voice/history/sessions', {
    method: 'POST',
    body: { patient_id: patientId },
    schema: SessionSchema,
  });
}

export function useStartSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.student() }),
  });
}
