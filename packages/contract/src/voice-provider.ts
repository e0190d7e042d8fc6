import { z } from 'zod';

/**
 * The voice provider an administrator sees: `GET /voice/provider` (the active AI_PROVIDER and its
 * components, from configuration) and `POST /voice/test-connection` (each component probed).
 * Addresses and models only: a provider key never leaves the server.
 */
export const VoiceProviderNameSchema = z.enum(['local', 'openai-realtime', 'cascade']);
export type VoiceProviderName = z.infer<typeof VoiceProviderNameSchema>;

export const VoiceComponentNameSchema = z.enum(['realtime', 'stt', 'llm', 'tts', 'local']);
export type VoiceComponentName = z.infer<typeof VoiceComponentNameSchema>;

export const VoiceComponentInfoSchema = z.object({
  component: VoiceComponentNameSchema,
  /** The address the server dials (never a key); null for the offline provider. */
  base_url: z.string().nullable(),
  model: z.string().nullable(),
});
export type VoiceComponentInfo = z.infer<typeof VoiceComponentInfoSchema>;

export const VoiceProviderInfoSchema = z.object({
  provider: VoiceProviderNameSchema,
  components: z.array(VoiceComponentInfoSchema),
});
export type VoiceProviderInfo = z.infer<typeof VoiceProviderInfoSchema>;

export const VoiceComponentCheckSchema = VoiceComponentInfoSchema.extend({
  reachable: z.boolean(),
  /** HTTP status of the probe, when there was one. */
  status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
});
export type VoiceComponentCheck = z.infer<typeof VoiceComponentCheckSchema>;

export const TestConnectionSchema = z.object({
  provider: VoiceProviderNameSchema,
  components: z.array(VoiceComponentCheckSchema),
});
export type TestConnectionResult = z.infer<typeof TestConnectionSchema>;
