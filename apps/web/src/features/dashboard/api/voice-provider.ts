import { useMutation, useQuery } from '@tanstack/react-query';
import {
  TestConnectionSchema,
  VoiceProviderInfoSchema,
  type TestConnectionResult,
  type VoiceProviderInfo,
} from '@practicum/contract';
import { apiClient } from '../../../lib/api';
import { dashboardKeys } from './keys';

export function getVoiceProvider(signal?: AbortSignal): Promise<VoiceProviderInfo> {
  return apiClient.request('/voice/provider', { schema: VoiceProviderInfoSchema, signal });
}

export function testVoiceConnection(): Promise<TestConnectionResult> {
  return apiClient.request('/voice/test-connection', { method: 'POST', schema: TestConnectionSchema });
}

export function useVoiceProvider() {
  return useQuery({
    queryKey: dashboardKeys.voiceProvider(),
    queryFn: ({ signal }) => getVoiceProvider(signal),
  });
}

/** Test connection: probes upstream services, so it runs only when the admin asks. */
export function useTestVoiceConnection() {
  return useMutation({ mutationFn: testVoiceConnection });
}
