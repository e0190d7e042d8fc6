import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** The server's voice providers (AI_PROVIDER). */
export const VoiceProviderNameSchema = z.enum(['local', 'openai-realtime', 'cascade']);
export type VoiceProviderName = z.infer<typeof VoiceProviderNameSchema>;

export const VoiceComponentNameSchema = z.enum(['realtime', 'stt', 'llm', 'tts', 'local']);
export type VoiceComponentName = z.infer<typeof VoiceComponentNameSchema>;

const VoiceComponentInfoSchema = z.object({
  component: VoiceComponentNameSchema,
  /** The address the server dials (never a key). */
  base_url: z.string().nullable(),
  model: z.string().nullable(),
});
export type VoiceComponentInfo = z.infer<typeof VoiceComponentInfoSchema>;

/** GET /voice/provider: the active provider and its components, from the server's configuration. */
export const VoiceProviderInfoSchema = z.object({
  provider: VoiceProviderNameSchema,
  components: z.array(VoiceComponentInfoSchema),
});
export type VoiceProviderInfo = z.infer<typeof VoiceProviderInfoSchema>;

const VoiceComponentCheckSchema = VoiceComponentInfoSchema.extend({
  reachable: z.boolean(),
  /** HTTP status of the probe, when there was one. */
  status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
});
export type VoiceComponentCheck = z.infer<typeof VoiceComponentCheckSchema>;

/** POST /voice/test-connection: each component probed (reachable, latency, error). */
export const TestConnectionSchema = z.object({
  provider: VoiceProviderNameSchema,
  components: z.array(VoiceComponentCheckSchema),
});
export type TestConnectionResult = z.infer<typeof TestConnectionSchema>;

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
