import {
  emotionProsody,
  personaVoice,
  pickFor,
  type Accent,
  type Persona,
  type VoiceGender,
} from '@practicum/personas';
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

const ACCENT_NAMES: Record<Accent, string> = {
  'en-us': 'General American',
  'en-us-nyc': 'New York City',
  'en-gb': 'Southern British English',
  'en-gb-scotland': 'Scottish',
  'en-gb-x-rp': 'Received Pronunciation',
  'en-gb-x-gbclan': 'Northern English (Lancashire)',
  'en-gb-x-gbcwmd': 'West Midlands (Birmingham)',
  'en-029': 'Caribbean',
};

const AGE_WORDS = (age: number) =>
  age < 13
    ? 'a child'
    : age < 18
      ? 'a teenager'
      : age < 26
        ? 'a young adult'
        : age < 65
          ? 'an adult'
          : 'an older adult';

/**
 * Directions for a speech model that takes them (`instructions` of gpt-4o-mini-tts): who speaks,
 * their accent, and how the turn's emotion sounds. Only persona data, never anything about the student.
 */
export function ttsInstructions(persona: Persona, emotion: string | null | undefined): string {
  const voice = personaVoice(persona);
  const feel = emotionProsody(emotion);
  const pace =
    feel.rate < 0.95 ? 'slower than usual' : feel.rate > 1.05 ? 'quicker than usual' : 'at an even pace';
  const pitch = feel.pitch < -2 ? 'low' : feel.pitch > 2 ? 'raised' : 'natural';
  const hesitation = feel.pauseMs >= 300 ? ', with hesitant pauses' : feel.pauseMs === 0 ? ', clipped' : '';
  const background = persona.demographics.cultural_background
    ? ` (${persona.demographics.cultural_background})`
    : '';
  return (
    `You are ${AGE_WORDS(persona.age)}, ${persona.age}, in a counselling session${background}. ` +
    `Accent: ${ACCENT_NAMES[voice.accent]}. ` +
    `Emotion: ${emotion ?? 'neutral'}; speak ${pace}, ${pitch} in pitch${hesitation}. Sound like a real person, not a narrator.`
  );
}

/** The speech service's `speed` for a line: the session's speed, the persona's pace and the emotion's. */
export function ttsSpeed(persona: Persona, emotion: string | null | undefined, speed: number): number {
  const value = speed * personaVoice(persona).rate * emotionProsody(emotion).rate;
  // OpenAI's speech endpoint accepts 0.25 to 4.
  return Math.round(Math.min(4, Math.max(0.25, value)) * 100) / 100;
}
