// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, STYLES, type Persona } from '@practicum/personas';
import { applyStudentMove, initialState, type EngineState, type TurnSignals } from './state';

/**
 * A line the coder finds close to hurtful without judging it so (its doubt, not its verdict): the
 * patient takes it warily whatever else the line did. It earns nothing and costs a little trust,
 * less than a line coded as invalidation.
 */
const PERSONAS: Persona[] = CATALOGUE.map((p) => PersonaSchema.parse(p));
const BY_STYLE = STYLES.map((style) => PERSONAS.find((p) => p.style === style)!).filter(Boolean);

const signals = (acts: TurnSignals['acts'], doubtfulTone: boolean): TurnSignals => ({
  acts,
  accurate: true,
  unclearReflection: false,
  topicJump: false,
  repeated: false,
  interrogation: false,
  meta: false,
  gibberish: false,
  long: false,
  riskIgnored: false,
  doubtfulTone,
});

/** Some trust built already, as after a few good turns. */
const warm = (persona: Persona): EngineState => ({
  ...initialState(persona),
  trust: 0.45,
  rapport: 0.4,
  turn: 4,
});

describe.each(BY_STYLE.map((p) => [p.style, p] as const))('a %s patient', (_style, persona) => {
  it.each([['open_question'], ['validation'], ['advice'], ['other']] as const)(
    'loses trust when a line heard as %s had a doubtful tone, and gains none from it',
    (act) => {
      const s = warm(persona);
      const doubted = applyStudentMove(s, signals([act], true), persona);
      const plain = applyStudentMove(s, signals([act], false), persona);
      expect(doubted.trust).toBeLessThan(s.trust);
      expect(doubted.trust).toBeLessThan(plain.trust);
    },
  );

  it('loses less from a doubtful tone than from a line coded as invalidation', () => {
    const s = warm(persona);
    const doubted = applyStudentMove(s, signals(['other'], true), persona);
    const invalidated = applyStudentMove(s, signals(['invalidation'], false), persona);
    expect(invalidated.trust).toBeLessThan(doubted.trust);
  });
});
