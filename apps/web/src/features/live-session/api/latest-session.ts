import { SessionListResponseSchema, type Session } from '@practicum/contract/sessions';
import { apiClient } from '../../../lib/api';

/** The student's most recent session with the patient (SPEC section 9: limit 1, start_time desc). */
export async function latestSessionFor(patientId: string): Promise<Session | null> {
  const query = new URLSearchParams({
    patient_id: patientId,
    limit: '1',
    sort_by: 'start_time',
    sort_order: 'desc',
  });
  const { sessions } = await apiClient.get(`/voice/history/sessions?${query}`, SessionListResponseSchema);
  return sessions[0] ?? null;
}
