import type {
  VoiceComponentCheck,
  VoiceComponentInfo,
  VoiceComponentName,
  VoiceProviderName,
} from '@practicum/contract';

const PROVIDER_LABELS: Record<VoiceProviderName, string> = {
  local: 'Offline (eSpeak + patient engine)',
  'openai-realtime': 'OpenAI Realtime',
  cascade: 'Model cascade',
};

const PROVIDER_NOTES: Record<VoiceProviderName, string> = {
  local: 'Everything runs on this server; the student’s browser transcribes their speech.',
  'openai-realtime': 'One speech-to-speech model hears the student and answers in its own voice.',
  cascade: 'Speech recognition, a language model and speech synthesis, each its own service.',
};

const COMPONENT_LABELS: Record<VoiceComponentName, string> = {
  local: 'Offline voice',
  realtime: 'Realtime speech model',
  stt: 'Speech recognition',
  llm: 'Language model',
  tts: 'Speech synthesis',
};

/** The admin-facing name of an AI_PROVIDER value. */
export const providerLabel = (provider: VoiceProviderName): string => PROVIDER_LABELS[provider];

export const providerNote = (provider: VoiceProviderName): string => PROVIDER_NOTES[provider];

export const componentLabel = (component: VoiceComponentName): string => COMPONENT_LABELS[component];

/** The model a component runs; the offline voice has no model of its own to name. */
export const componentModel = (c: VoiceComponentInfo): string =>
  c.model ?? (c.component === 'local' ? 'eSpeak NG + patient engine' : 'Not set');

/** The host a component is reached at ("api.openai.com"), or "This server" when nothing is dialled. */
export function componentHost(c: VoiceComponentInfo): string {
  if (!c.base_url) return 'This server';
  try {
    return new URL(c.base_url).host || c.base_url;
  } catch {
    return c.base_url;
  }
}

/** What a cascade does for the parts that have no service configured. */
export function cascadeFallbacks(components: readonly VoiceComponentInfo[]): string[] {
  const has = (name: VoiceComponentName) => components.some((c) => c.component === name);
  const out: string[] = [];
  if (!has('stt')) out.push('Speech recognition: in the student’s browser');
  if (!has('tts')) out.push('Speech synthesis: eSpeak on this server');
  return out;
}

/** "12 ms" (whole milliseconds, grouped: "3,000 ms"). */
export const formatLatency = (ms: number): string =>
  `${Math.max(0, Math.round(ms)).toLocaleString('en-US')} ms`;

/** The test result for a component, matched by name (each component appears at most once). */
export const checkFor = (
  checks: readonly VoiceComponentCheck[] | undefined,
  component: VoiceComponentName,
): VoiceComponentCheck | undefined => checks?.find((c) => c.component === component);
