import { RealtimeTicketResponseSchema } from '@practicum/contract/realtime';
import { apiClient } from '../../../lib/api';

/** POST /voice/realtime/ticket: a single-use ticket (30 s) for opening the live socket. */
export async function getRealtimeTicket(): Promise<string> {
  await apiClient.refreshIfExpired();
  const { ticket } = await apiClient.request('/voice/realtime/ticket', {
    method: 'POST',
    schema: RealtimeTicketResponseSchema,
  });
  return ticket;
}

/** ws(s)://<this host>/api/v1/voice/realtime/{patientId}?token=<ticket> */
export function realtimeUrl(patientId: string, ticket: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const path = `/api/v1/voice/realtime/${encodeURIComponent(patientId)}`;
  return `${scheme}://${window.location.host}${path}?token=${encodeURIComponent(ticket)}`;
}
