import { emotionProsody, personaVoice, pickFor, type Persona, type VoiceGender } from '@practicum/personas';
import type { SpeechVoice } from './synthesizer';

/** eSpeak NG's words per minute for an average speaker at session speed 1. */
const BASE_RATE = 170;

/**
 * The eSpeak NG voice a patient says a line with: their own voice (accent, variant, pitch, pace)
 * bent by the emotion the engine gave the turn.
 */
export function patientSpeechVoice(persona: Persona, emotion: string | null | undefined): SpeechVoice {
  const own = personaVoice(persona);
  const feel = emotionProsody(emotion);
  // eSpeak names plain British English "en".
  const accent = own.accent === 'en-gb' ? 'en' : own.accent;
  return {
    name: own.variant ? `${accent}+${own.variant}` : accent,
    pitch: Math.min(99, Math.max(0, own.pitch + feel.pitch)),
    range: Math.min(99, Math.max(0, Math.round(own.range * feel.range))),
    rate: Math.round(BASE_RATE * own.rate * feel.rate),
    pauseMs: feel.pauseMs,
  };
}

/**
 * Voices of an OpenAI-compatible speech service (`TTS_*`): explicit ones per persona id, and lists
 * per gender from which each persona keeps one (so patients of the same gender differ when a list
 * has several).
 */
export interface TtsVoiceMap {
  byGender: Record<VoiceGender, string[]>;
  byPersona: Record<string, string>;
}

/** The speech service's voice for a persona. */
export function ttsVoiceFor(map: TtsVoiceMap, persona: Persona): string {
  const own = map.byPersona[persona.id];
  if (own) return own;
  const list = map.byGender[personaVoice(persona).gender];
  return pickFor(persona.id, list) ?? 'alloy';
}

/** The speech service's `speed` for a line: the session's speed, the persona's pace and the emotion's. */
export function ttsSpeed(persona: Persona, emotion: string | null | undefined, speed: number): number {
  const value = speed * personaVoice(persona).rate * emotionProsody(emotion).rate;
  // OpenAI's speech endpoint accepts 0.25 to 4.
  return Math.round(Math.min(4, Math.max(0.25, value)) * 100) / 100;
}
