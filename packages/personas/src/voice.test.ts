// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { PersonaSchema, type Persona } from './schema';
import {
  ACCENTS,
  EMOTION_PROSODY,
  emotionProsody,
  personaVoice,
  PersonaVoiceSchema,
  VOICE_VARIANTS,
} from './voice';

const personas = CATALOGUE.map((p) => PersonaSchema.parse(p));
const byId = (id: string): Persona => personas.find((p) => p.id === id)!;

describe('personaVoice over the catalogue', () => {
  it.each(personas.map((p) => [p.id, p] as const))(
    '%s has a voice that fits their gender and age',
    (_, p) => {
      const v = personaVoice(p);
      expect(ACCENTS).toContain(v.accent);
      const variants: readonly string[] =
        v.gender === 'female'
          ? [...VOICE_VARIANTS.female, ...VOICE_VARIANTS.older_female]
          : v.gender === 'male'
            ? [...VOICE_VARIANTS.male, ...VOICE_VARIANTS.older_male]
            : [];
      if (v.gender === 'neutral') expect(v.variant).toBeNull();
      else expect(variants).toContain(v.variant);
      expect(v.pitch).toBeGreaterThanOrEqual(0);
      expect(v.pitch).toBeLessThanOrEqual(99);
      expect(v.rate).toBeGreaterThanOrEqual(0.7);
      expect(v.rate).toBeLessThanOrEqual(1.3);
      // A gender the demographics name is the voice's gender.
      if (p.demographics.gender === 'female' || p.demographics.gender === 'male')
        expect(v.gender).toBe(p.demographics.gender);
      // Children and adolescents sound younger than adults, older adults slower than adults.
      if (p.age < 18) expect(v.pitch).toBeGreaterThan(50);
      if (p.age >= 65) expect(v.rate).toBeLessThan(1);
    },
  );

  it('gives each background its accent', () => {
    const accent = (id: string) => personaVoice(byId(id)).accent;
    expect(accent('callum-fraser')).toBe('en-gb-scotland'); // Glasgow
    expect(accent('andre-baptiste')).toBe('en-029'); // Haitian American
    expect(accent('jasmine-ortiz')).toBe('en-us-nyc'); // the Bronx
    expect(accent('rebecca-stein')).toBe('en-us-nyc'); // Brooklyn
    expect(accent('tom-hargreaves')).toBe('en-gb-x-gbclan'); // Lancashire
    expect(accent('dana-whitfield')).toBe('en-gb-x-gbclan'); // Yorkshire
    expect(accent('vikram-singh')).toBe('en-gb-x-gbcwmd'); // Wolverhampton
    expect(accent('jayden-williams')).toBe('en-gb-x-gbcwmd'); // Birmingham
    expect(accent('harold-jenkins')).toBe('en-gb-x-rp'); // an English engineer of 81
    expect(accent('dorothy-hayes')).toBe('en-gb-x-rp'); // her son in Edinburgh is not her accent
    expect(accent('ellie-ward')).toBe('en-gb'); // from Kent, studying in Sheffield
    expect(accent('tomasz-nowak')).toBe('en-gb'); // came to England
    expect(accent('rachel-sinclair')).toBe('en-us'); // Canadian of Scottish heritage
    expect(accent('mei-chen')).toBe('en-us'); // studies in Vancouver
    expect(accent('ray-delgado')).toBe('en-us');
    expect(new Set(personas.map((p) => personaVoice(p).accent)).size).toBe(ACCENTS.length);
  });

  it('varies voices within an accent and speaks second languages more carefully', () => {
    const usFemale = personas.filter((p) => {
      const v = personaVoice(p);
      return v.accent === 'en-us' && v.gender === 'female' && p.age < 75;
    });
    expect(new Set(usFemale.map((p) => personaVoice(p).variant)).size).toBe(VOICE_VARIANTS.female.length);
    expect(personaVoice(byId('rania-al-khatib')).rate).toBeLessThan(personaVoice(byId('priya-sharma')).rate);
    expect(personaVoice(byId('esperanza-morales')).variant).toBe('grandma');
    expect(personaVoice(byId('jordan-ellis'))).toMatchObject({ gender: 'neutral', variant: null });
  });

  it('lets a persona set what derivation gets wrong, and nothing it does not know', () => {
    const callum = CATALOGUE.find((p) => p.id === 'callum-fraser')!;
    const own = PersonaSchema.parse({ ...callum, voice: { accent: 'en-gb', pitch: 40 } });
    expect(personaVoice(own)).toMatchObject({
      accent: 'en-gb',
      pitch: 40,
      variant: personaVoice(byId(callum.id)).variant,
    });
    expect(PersonaVoiceSchema.safeParse({ variant: 'robot' }).success).toBe(false);
    expect(PersonaVoiceSchema.safeParse({ accent: 'fr' }).success).toBe(false);
    expect(PersonaVoiceSchema.safeParse({ speed: 2 }).success).toBe(false);
  });
});

describe('emotionProsody', () => {
  it('is slower and lower when sad, faster and higher when anxious, clipped when angry', () => {
    const sad = emotionProsody('sad');
    const anxious = emotionProsody('anxious');
    const angry = emotionProsody('angry');
    expect(sad.rate).toBeLessThan(1);
    expect(sad.pitch).toBeLessThan(0);
    expect(anxious.rate).toBeGreaterThan(1);
    expect(anxious.pitch).toBeGreaterThan(0);
    expect(angry.rate).toBeGreaterThan(1);
    expect(angry.pauseMs).toBe(0);
    expect(sad.pauseMs).toBeGreaterThan(anxious.pauseMs);
  });

  it('says anything it does not know as neutral', () => {
    expect(emotionProsody(null)).toEqual(EMOTION_PROSODY.neutral);
    expect(emotionProsody('elated')).toEqual(EMOTION_PROSODY.neutral);
  });
});
