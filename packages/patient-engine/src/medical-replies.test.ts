// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { personaMaterial } from './material';
import { createPatientSession } from './session';
import {
  CONSULTATION_CURT as CURT,
  CONSULTATION_MID as MID,
  CONSULTATION_WARM as WARM_UP,
} from '../test/scripted-students';
import { factElaborations } from './style/elaborations';

/**
 * How a medical station's patient answers what a doctor says in a consultation: an explanation is
 * taken in with the question it raises, and a question about harming others is answered about
 * others.
 */
const persona = (id: string) => PersonaSchema.parse(CATALOGUE.find((p) => p.id === id)) as Persona;
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

  it('meets good news with relief and being kept in with how long for', () => {
    expect(turn('lucy-bennett', 'The good news is that the scan is clear.').reply.text).toMatch(
      /relief|good|thank|nothing serious/i,
    );
    expect(
      turn('helen-marsh', 'The plan is to keep you in overnight and repeat the blood test in the morning.')
        .kinds,
    ).toEqual(expect.arrayContaining(['take_in']));
  });

  it.each([
    ['gareth-hughes', 'Could I have a quick listen to your chest?'],
    ['winston-campbell', 'Would you mind if I had a look at your feet?'],
  ])('%s agrees to %j rather than telling its history', (id, line) => {
    const { reply, kinds } = turn(id, line);
    expect(kinds).toContain('react_agenda');
    expect(reply.disclosed_fact_ids).toEqual([]);
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

describe('a history question in the middle of a consultation', () => {
  it('gets the fact it names even after the student has put the patient off', () => {
    const rude = [
      'Hi.',
      "What's the problem?",
      "Hurry up, I haven't got all day.",
      'Come on, I have other patients.',
    ];
    const s = createPatientSession(persona('piotr-zielinski'), { seed: 11 });
    for (const w of rude) s.respond(w);
    expect(s.state().openness).toBeLessThan(0.06);
    expect(s.respond('Can you still manage day to day?').disclosed_fact_ids).toContain('impact');
  });

  it('answers a question about work with what the case says, not the one-line demographics too', () => {
    const { reply, kinds } = turn('piotr-zielinski', 'What do you do for a living?');
    expect(reply.disclosed_fact_ids).toEqual(['work']);
    expect(kinds).not.toContain('identity');
  });

  it('is not sent to another fact by question words alone ("how many")', () => {
    const { reply } = turn('amara-okafor', 'How many pillows do you need at night?');
    expect(reply.disclosed_fact_ids).not.toContain('smoking');
  });
});

describe('a medical patient talks as a patient seeing a doctor', () => {
  it('keeps its thoughts, beliefs and goals (its ideas, concerns, expectations) out of its material', () => {
    for (const id of ['helen-marsh', 'gareth-hughes', 'lucy-bennett']) {
      const kinds = personaMaterial(persona(id)).map((m) => m.kind);
      expect(kinds.filter((k) => ['thought', 'belief', 'core_belief', 'goal'].includes(k))).toEqual([]);
    }
    expect(personaMaterial(persona('maya-thompson')).some((m) => m.kind === 'thought')).toBe(true);
  });

  it('adds to what it told without feelings talk', () => {
    for (const id of ['gareth-hughes', 'eileen-fraser', 'kevin-doyle'])
      for (const e of factElaborations(persona(id), () => false))
        expect(e.text).not.toMatch(/\b(feel|feeling|talking about|out loud)\b/i);
  });

  it.each([
    ['eileen-fraser', 'Can you tell me about the falls?', WARM_UP],
    ['kevin-doyle', 'What do you make of the blood results?', CURT],
    ['lucy-bennett', 'And how are you getting on otherwise?', MID],
    ['amara-okafor', 'Okay, thank you.', MID],
  ])('%s meets %j without counselling talk', (id, line, warmUp) => {
    const { reply } = turn(id, line, warmUp);
    expect(reply.text).not.toMatch(
      /where to (start|begin)|hard to put into words|not ready|harder to talk about|how i feel|round and round|sits with me|think about my|happened again/i,
    );
  });
});
