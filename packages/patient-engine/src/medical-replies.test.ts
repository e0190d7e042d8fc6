// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { createPatientSession } from './session';

/**
 * How a medical station's patient answers what a doctor says in a consultation: an explanation is
 * taken in with the question it raises, and a question about harming others is answered about
 * others.
 */
const persona = (id: string) => PersonaSchema.parse(CATALOGUE.find((p) => p.id === id)) as Persona;
const WARM_UP = ["Hello, I'm Sam, one of the doctors.", 'What has brought you in today?'];

function turn(id: string, line: string, warmUp: readonly string[] = WARM_UP) {
  const s = createPatientSession(persona(id), { seed: 11 });
  for (const w of warmUp) s.respond(w);
  const before = s.state().trust;
  const pending = s.decide(line);
  const reply = s.commit(pending);
  return { reply, kinds: pending.plan.moves.map((m) => m.kind), before };
}

describe('a medical patient told about their condition', () => {
  it.each([
    [
      'gareth-hughes',
      'So the scan shows a narrowing in one of the arteries to your heart, which is why you get the pain.',
    ],
    ['mei-lin-zhou', 'High blood pressure means the pressure in your arteries is higher than it should be.'],
    [
      'nadia-hussain',
      'A colonoscopy is a test where we look at the lining of your bowel with a small camera.',
    ],
    ['kevin-doyle', 'Your liver blood tests are raised, and the most likely reason is the alcohol.'],
  ])('%s takes in %j and asks about it, without confusion', (id, line) => {
    const { reply, kinds, before } = turn(id, line);
    expect(kinds).toContain('take_in');
    expect(kinds).not.toContain('confused');
    expect(kinds).not.toContain('ack_reflection');
    expect(reply.text).toMatch(/\?/);
    expect(reply.state.trust).toBeGreaterThanOrEqual(before);
  });

  it('a therapy patient hears the same grammar as before', () => {
    const { kinds } = turn('maya-thompson', 'So the scan shows a narrowing in one of your arteries.');
    expect(kinds).not.toContain('take_in');
  });
});

describe('a question about harming others', () => {
  it.each(['gareth-hughes', 'lucy-bennett', 'winston-campbell', 'alex-morgan'])(
    '%s answers about others, not with its answer about suicide',
    (id) => {
      const p = persona(id);
      const { reply, kinds } = turn(id, 'Have you had any thoughts of hurting anyone else?');
      expect(kinds).toEqual(['no_harm_to_others']);
      expect(reply.text).not.toContain(p.risk.disclosure);
      expect(reply.text).not.toContain(p.risk.deflection);
    },
  );

  it('tells a case its fact about others when the question names it', () => {
    const { reply } = turn('chloe-bauer', 'Have you had any thoughts of harming other people?');
    expect(reply.disclosed_fact_ids).toContain('neighbour-confrontation');
  });

  it('asked about itself and others, still answers about its own safety', () => {
    const { kinds } = turn('gareth-hughes', 'Have you had thoughts of harming yourself or anyone else?');
    expect(kinds).toContain('risk_none');
  });
});
