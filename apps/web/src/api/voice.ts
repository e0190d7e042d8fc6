import {
  RealtimeTicketResponseSchema,
  TestConnectionSchema,
  VoiceProviderInfoSchema,
  type TestConnectionResult,
  type VoiceProviderInfo,
} from '@practicum/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api';

export const voiceKeys = {
  all: ['voice'] as const,
  provider: () => [...voiceKeys.all, 'provider'] as const,
};

/** GET /voice/provider (admin): which speech and voice services are configured. */
export function getVoiceProvider(signal?: AbortSignal): Promise<VoiceProviderInfo> {
  return apiClient.get('/voice/provider', VoiceProviderInfoSchema, signal);
}

export function useVoiceProvider() {
  return useQuery({ queryKey: voiceKeys.provider(), queryFn: ({ signal }) => getVoiceProvider(signal) });
}

/** POST /voice/test-connection (admin): probes each configured service and how fast it answers. */
export function testVoiceConnection(): Promise<TestConnectionResult> {
  return apiClient.post('/voice/test-connection', undefined, TestConnectionSchema);
}

/** Test connection probes upstream services, so it runs only when the admin asks. */
export function useTestVoiceConnection() {
  return useMutation({ mutationFn: testVoiceConnection });
}

/** POST /voice/realtime/ticket: a single-use ticket (30 s) for opening the live socket. */
export async function getRealtimeTicket(): Promise<string> {
  await apiClient.refreshIfExpired();
  const { ticket } = await apiClient.post('/voice/realtime/ticket', undefined, RealtimeTicketResponseSchema);
  return ticket;
}

/** ws(s)://<this host>/api/v1/voice/realtime/{patientId}?token=<ticket> */
export function realtimeUrl(patientId: string, ticket: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const path = `/api/v1/voice/realtime/${encodeURIComponent(patientId)}`;
  return `${scheme}://${window.location.host}${path}?token=${encodeURIComponent(ticket)}`;
}
