import { z } from 'zod';
import type { Emotion, Persona } from './schema';

/**
 * How a patient sounds: the English accent and voice of the offline synthesiser (eSpeak NG), pitch
 * and pace for their age and gender, and how emotion bends it. Derived from the case formulation
 * (demographics, background, age); a persona's `voice` field overrides only what derivation gets
 * wrong.
 */

/**
 * English accents eSpeak NG ships (as its voice names, with `en-gb` for its plain British English):
 * General American, New York City, British, Scottish, Received Pronunciation, Lancaster (northern
 * England), West Midlands and Caribbean.
 */
export const ACCENTS = [
  'en-us',
  'en-us-nyc',
  'en-gb',
  'en-gb-scotland',
  'en-gb-x-rp',
  'en-gb-x-gbclan',
  'en-gb-x-gbcwmd',
  'en-029',
] as const;
export const AccentSchema = z.enum(ACCENTS);
export type Accent = z.infer<typeof AccentSchema>;

/** eSpeak NG voice variants by the gender they sound; neutral voices use the accent's own. */
export const VOICE_VARIANTS = {
  female: ['f1', 'f2', 'f3', 'f4', 'f5'],
  male: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'],
  older_female: ['grandma'],
  older_male: ['grandpa'],
} as const;
const ALL_VARIANTS: readonly string[] = Object.values(VOICE_VARIANTS).flat();

/** What a persona may set explicitly when the derived voice does not fit the person. */
export const PersonaVoiceSchema = z
  .object({
    accent: AccentSchema.optional(),
    variant: z
      .string()
      .refine((v) => ALL_VARIANTS.includes(v), 'not a known voice variant')
      .optional(),
    /** 0 to 99, 50 being the variant's own. */
    pitch: z.number().int().min(0).max(99).optional(),
    /** Pace relative to an average speaker (1). */
    rate: z.number().min(0.7).max(1.3).optional(),
  })
  .strict();
export type PersonaVoiceInput = z.infer<typeof PersonaVoiceSchema>;

export type VoiceGender = 'female' | 'male' | 'neutral';

/** A persona's voice at rest. */
export interface PersonaVoice {
  gender: VoiceGender;
  accent: Accent;
  /** eSpeak NG variant (timbre), or null for the accent's own voice. */
  variant: string | null;
  /** 0 to 99, 50 being the variant's own. */
  pitch: number;
  /** Intonation range, 0 (flat) to 99 (lively), 50 being the variant's own. */
  range: number;
  /** Pace relative to an average speaker (1). */
  rate: number;
}

const BRITISH =
  /\b(british|england|scottish|scotland|welsh|wales|white english|uk|london|birmingham|manchester|leeds|sheffield|liverpool|bristol|nottingham|leicester|glasgow|edinburgh|cardiff|wolverhampton|cheltenham|norwich|yorkshire|lancashire|kent|rhondda|midlands)\b/;
const NORTH_AMERICAN = /\b(american|canadian|canada|toronto|vancouver|montreal|québécoise|quebecoise)\b/;
const SCOTTISH = /\b(scottish|scotland|glasgow|edinburgh|aberdeen|dundee)\b/;
const WEST_MIDLANDS = /\b(birmingham|wolverhampton|coventry|walsall|dudley|west midlands|black country)\b/;
const NORTHERN_ENGLISH =
  /\b(lancashire|lancaster|manchester|yorkshire|leeds|sheffield|liverpool|bradford|preston|newcastle|northern town|north of england)\b/;
const CARIBBEAN = /\b(caribbean|jamaica|jamaican|haiti|haitian|trinidad|trinidadian|barbados|bajan)\b/;
const NEW_YORK = /\b(new york|bronx|brooklyn|queens|manhattan|staten island)\b/;
/** English learned after another language: a careful, slightly slower pace. */
const SECOND_LANGUAGE =
  /\b(second language|first language|creole speaker|french speaker|arabic and french)\b/;

/**
 * One of `options` chosen by the persona id: a persona keeps its choice and neighbours differ (its
 * eSpeak variant here, a speech service's voice on the server).
 */
export function pickFor<T>(id: string, options: readonly T[]): T | undefined {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  // FNV's low bits repeat for similar ids; a final mix spreads them.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return options[((h ^ (h >>> 16)) >>> 0) % Math.max(1, options.length)];
}

function genderOf(persona: Persona): VoiceGender {
  const g = persona.demographics.gender.toLowerCase();
  if (/\b(female|woman|girl|trans woman)\b/.test(g)) return 'female';
  if (/\b(male|man|boy|trans man)\b/.test(g)) return 'male';
  return 'neutral';
}

/**
 * The accent of where the person grew up, else where they live: a region named in their cultural
 * background (or a "from ..." there) decides; otherwise the opening of their background (where they
 * live and work; later sentences name where relatives live) and their home do.
 */
function accentOf(persona: Persona): Accent {
  const culture = (persona.demographics.cultural_background ?? '').toLowerCase();
  const opening = persona.background
    .split(/(?<=[.;])\s+/)
    .slice(0, 2)
    .join(' ');
  const rest = `${opening} ${persona.demographics.living_situation}`.toLowerCase();
  const british = BRITISH.test(culture)
    ? !NORTH_AMERICAN.test(culture)
    : !NORTH_AMERICAN.test(culture) && !NORTH_AMERICAN.test(rest) && BRITISH.test(rest);
  if (british) {
    const regions = [SCOTTISH, WEST_MIDLANDS, NORTHERN_ENGLISH];
    const where = regions.some((re) => re.test(culture)) || /\bfrom\b/.test(culture) ? culture : rest;
    if (SCOTTISH.test(where)) return 'en-gb-scotland';
    if (WEST_MIDLANDS.test(where)) return 'en-gb-x-gbcwmd';
    if (NORTHERN_ENGLISH.test(where)) return 'en-gb-x-gbclan';
    // People who grew up in England before the sixties mostly learned an older, more clipped
    // standard; the RP voice is the nearest eSpeak has.
    if (persona.age >= 65 && /\b(white english|white british)\b/.test(culture)) return 'en-gb-x-rp';
    return 'en-gb';
  }
  if (CARIBBEAN.test(culture)) return 'en-029';
  if (NEW_YORK.test(`${culture} ${rest}`)) return 'en-us-nyc';
  return 'en-us';
}

function variantOf(persona: Persona, gender: VoiceGender): string | null {
  if (gender === 'neutral') return null;
  if (persona.age >= 75) return gender === 'female' ? 'grandma' : 'grandpa';
  return pickFor(persona.id, VOICE_VARIANTS[gender]) ?? null;
}

/** Younger voices sit higher; older ones lower, flatter and slower. */
function ageShape(age: number, gender: VoiceGender): { pitch: number; range: number; rate: number } {
  if (age < 13) return { pitch: 75, range: 60, rate: 1.05 };
  if (age < 18) return { pitch: gender === 'male' ? 58 : 64, range: 58, rate: 1.05 };
  if (age < 26) return { pitch: 54, range: 54, rate: 1.03 };
  if (age < 50) return { pitch: 50, range: 50, rate: 1 };
  if (age < 65) return { pitch: 46, range: 46, rate: 0.97 };
  if (age < 80) return { pitch: 42, range: 42, rate: 0.92 };
  return { pitch: 40, range: 38, rate: 0.86 };
}

/** The persona's voice at rest: derived, then the persona's own `voice` settings on top. */
export function personaVoice(persona: Persona): PersonaVoice {
  const gender = genderOf(persona);
  const shape = ageShape(persona.age, gender);
  const secondLanguage = SECOND_LANGUAGE.test((persona.demographics.cultural_background ?? '').toLowerCase());
  const styleRate = persona.style === 'verbose' || persona.style === 'tangential' ? 1.05 : 1;
  const derived: PersonaVoice = {
    gender,
    accent: accentOf(persona),
    variant: variantOf(persona, gender),
    // A neutral voice sits between the usual female and male registers.
    pitch: gender === 'neutral' ? shape.pitch + 8 : shape.pitch,
    range: shape.range,
    rate: Math.round(shape.rate * styleRate * (secondLanguage ? 0.92 : 1) * 100) / 100,
  };
  const own = persona.voice ?? {};
  return {
    ...derived,
    ...(own.accent ? { accent: own.accent } : {}),
    ...(own.variant ? { variant: own.variant } : {}),
    ...(own.pitch !== undefined ? { pitch: own.pitch } : {}),
    ...(own.rate !== undefined ? { rate: own.rate } : {}),
  };
}

/**
 * How a turn's emotion bends the voice: `rate` multiplies the pace, `pitch` moves it (eSpeak's 0 to
 * 99 scale), `range` multiplies the intonation range, and `pauseMs` is the silence added at
 * hesitations ("...", dashes, "um"). Low feelings are slower, lower, flatter and hesitant; fear and
 * anxiety faster and higher; anger fast, wide and clipped (no hesitation).
 */
export interface Prosody {
  rate: number;
  pitch: number;
  range: number;
  pauseMs: number;
}

export const EMOTION_PROSODY: Record<Emotion, Prosody> = {
  neutral: { rate: 1, pitch: 0, range: 1, pauseMs: 150 },
  sad: { rate: 0.84, pitch: -8, range: 0.6, pauseMs: 350 },
  tearful: { rate: 0.8, pitch: -3, range: 0.8, pauseMs: 450 },
  hopeless: { rate: 0.8, pitch: -10, range: 0.45, pauseMs: 400 },
  numb: { rate: 0.88, pitch: -6, range: 0.3, pauseMs: 250 },
  anxious: { rate: 1.16, pitch: 6, range: 1.25, pauseMs: 150 },
  fearful: { rate: 1.12, pitch: 8, range: 1.3, pauseMs: 200 },
  angry: { rate: 1.12, pitch: 3, range: 1.45, pauseMs: 0 },
  irritable: { rate: 1.08, pitch: 1, range: 1.25, pauseMs: 0 },
  frustrated: { rate: 1.05, pitch: 2, range: 1.2, pauseMs: 100 },
  ashamed: { rate: 0.9, pitch: -5, range: 0.7, pauseMs: 300 },
  guilty: { rate: 0.9, pitch: -4, range: 0.7, pauseMs: 300 },
  guarded: { rate: 0.95, pitch: -2, range: 0.7, pauseMs: 200 },
  relieved: { rate: 0.97, pitch: 2, range: 1.1, pauseMs: 150 },
  hopeful: { rate: 1, pitch: 4, range: 1.2, pauseMs: 100 },
  warm: { rate: 0.97, pitch: 2, range: 1.15, pauseMs: 100 },
};

/** The prosody of an emotion the transcript names; anything else is said as neutral. */
export function emotionProsody(emotion: string | null | undefined): Prosody {
  return (EMOTION_PROSODY as Record<string, Prosody>)[emotion ?? ''] ?? EMOTION_PROSODY.neutral;
}
