// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, STYLES, type Persona } from '@practicum/personas';
import { goodStudent } from '../test/scripted-students';
import { createPatientSession, type PatientSession } from './session';
import type { PatientTurn } from './schemas';

/**
 * How the patient meets each kind of line, for one persona of every style: hurtful lines always cost
 * trust and are never agreed with, chat about nothing in their life builds none, risk can be found by
 * a student who asks well, and follow-up about it is answered without cost.
 */
const PERSONAS: Persona[] = CATALOGUE.map((p) => PersonaSchema.parse(p));
const BY_STYLE = STYLES.map((style) => PERSONAS.find((p) => p.style === style)!).filter(Boolean);
const RISKY = PERSONAS.filter((p) => p.risk.level !== 'none');

const AGREES =
  /^(yes|yeah|you're right|you are right|that's true|good point|thank you|thanks|that makes sense|fair enough|i will|i'll do|well put)\b|that's (really )?well put|you're right/i;

function warmed(persona: Persona): { session: PatientSession; last: PatientTurn } {
  const session = createPatientSession(persona, { seed: 'reactions' });
  session.opening();
  session.respond('What brings you in today?');
  session.respond('Tell me more about that.');
  const last = session.respond('How has all of that been for you?');
  return { session, last };
}

const HURTFUL = {
  hostility: ['You are honestly pathetic.', 'Shut up, nobody cares.', 'Wow, what a sob story.'],
  judgement: ["Well, it's your own fault.", "You're just being lazy.", 'You made your bed, now lie in it.'],
  invalidation: [
    "You're overreacting, honestly.",
    'Other people have it far worse than you.',
    'Okay, next question.',
  ],
};

describe.each(BY_STYLE.map((p) => [p.style, p] as const))('a %s patient', (_style, persona) => {
  it.each(Object.entries(HURTFUL).flatMap(([kind, lines]) => lines.map((l) => [kind, l] as const)))(
    'loses trust after %s (%j) and does not agree',
    (_kind, line) => {
      const { session, last } = warmed(persona);
      const turn = session.respond(line);
      expect(turn.state.trust).toBeLessThan(last.state.trust);
      expect(turn.text).not.toMatch(AGREES);
    },
  );

  // A verdict shaped like a reflection ("You've had every chance and thrown them all away") shares
  // nothing of what the patient said; taking it as "well put" and warming to it is what a patient
  // never does.
  it.each(["You've had every chance and thrown them all away.", 'So the caravan trip is what matters here.'])(
    'neither warms to nor confirms %j when it shares nothing of theirs',
    (line) => {
      const { session, last } = warmed(persona);
      const turn = session.respond(line);
      if (!turn.student_acts.some((a) => a.endsWith('_reflection'))) return;
      expect(turn.state.trust).toBeLessThanOrEqual(last.state.trust);
      expect(turn.text).not.toMatch(AGREES);
    },
  );

  it.each([
    'Did you watch the World Cup final?',
    'Do you know any good podcasts?',
    'Do you have a pet snake?',
  ])('builds no trust from %j and is puzzled', (line) => {
    const { session, last } = warmed(persona);
    const turn = session.respond(line);
    expect(turn.state.trust).toBeLessThanOrEqual(last.state.trust);
    expect(turn.disclosed_fact_ids).toEqual([]);
  });

  it('answers another language in character, in English', () => {
    const { session, last } = warmed(persona);
    const turn = session.respond('¿Y cómo te sientes hoy?');
    expect(turn.student_acts).toContain('other_language');
    expect(turn.state.trust).toBeLessThanOrEqual(last.state.trust);
    expect(turn.text).toMatch(/[a-z]/i);
    expect(turn.text).not.toMatch(/\b(as an ai|language model)\b/i);
  });
});

const RISK_QUESTIONS = [
  'When people are going through this much, some start to think life is not worth living. Has anything like that crossed your mind?',
  'I ask everyone this. Have you had any thoughts of ending your life?',
  'Do you ever wish you could go to sleep and not wake up?',
];

/** A good conversation that asks about risk gently every three turns from turn 5. */
function findRisk(persona: Persona): { session: PatientSession; turn: number } {
  const session = createPatientSession(persona, { seed: 'risk' });
  const student = goodStudent(persona);
  let last: PatientTurn | null = null;
  let asked = 0;
  for (let t = 1; t <= 15; t++) {
    const line =
      t >= 5 && (t - 5) % 3 === 0 ? RISK_QUESTIONS[asked++ % RISK_QUESTIONS.length]! : student.next(last);
    last = session.respond(line);
    if (last.risk_disclosed) return { session, turn: t };
  }
  return { session, turn: -1 };
}

describe('risk a student can find', () => {
  it('is disclosed to a good student within 15 turns by most risk personas', () => {
    const found = RISKY.map(findRisk).filter((r) => r.turn > 0);
    expect(found.length / RISKY.length).toBeGreaterThanOrEqual(0.9);
  });

  it('is deflected when asked bluntly in the first turn', () => {
    for (const persona of RISKY) {
      const session = createPatientSession(persona, { seed: 'blunt' });
      expect(session.respond('Are you suicidal?').risk_disclosed, persona.id).toBe(false);
    }
  });

  // Asking about suicide does no harm; a patient may deflect an early, blunt question, but a
  // trainer that charged trust for it would teach students not to ask.
  it.each(['Are you suicidal?', 'Have you had any thoughts of ending your life?'])(
    'costs no trust to ask %j in the first turn, of any patient',
    (line) => {
      for (const persona of PERSONAS) {
        const session = createPatientSession(persona, { seed: 'early-ask' });
        const before = session.state().trust;
        session.respond(line);
        expect(session.state().trust, persona.id).toBeGreaterThanOrEqual(before);
      }
    },
  );

  it.each([
    'Have you thought about how you might do it?',
    'Do you have a plan?',
    'Have you got the means at home?',
    'Have you thought about when?',
    // Everyday words that are only risk talk because risk is the subject.
    'Is there a date in your head for it?',
    'Is there a shotgun or anything like that in the house?',
    'How safe would you be tonight if you went home?',
    'Have you picked a spot?',
    "Is there somewhere specific you'd go?",
    'Have you got a particular way in mind?',
  ])('answers the follow-up %j without losing trust, and never agrees to advice', (line) => {
    for (const persona of RISKY) {
      const { session, turn } = findRisk(persona);
      if (turn < 0) continue;
      const before = session.state().trust;
      const reply = session.respond(line);
      expect(reply.student_acts, `${persona.id}: ${line}`).toContain('risk_followup');
      expect(reply.state.trust, `${persona.id}: ${line}`).toBeGreaterThanOrEqual(before);
      expect(reply.text).not.toMatch(/\b(i'll do that|i will do that|good idea)\b/i);
    }
  });

  it.each([
    "Oh come on, you don't really mean that. You've got so much to live for.",
    "Let's not go there. How's work?",
    'Okay. Did you watch the World Cup final?',
    // Moving to a subject of its own, pointing back at nothing that was said.
    'Right. And how is your appetite these days?',
    'Mm. Any plans for the holidays?',
  ])('draws a reaction and loses trust when the disclosure is dismissed or passed over: %j', (line) => {
    for (const persona of RISKY) {
      const { session, turn } = findRisk(persona);
      if (turn < 0) continue;
      const before = session.state().trust;
      const reply = session.respond(line);
      expect(reply.state.trust, `${persona.id}: ${line}`).toBeLessThan(before);
      expect(reply.text).not.toMatch(AGREES);
    }
  });
});

describe('history questions in everyday words', () => {
  it.each([
    ['Is your GP giving you anything for it?', 'medication'],
    ['Were you ever put on anything, tablets or the like?', 'medication'],
    ['Was there something that set it all off?', 'onset'],
    ['Is this a new thing or has it been going on for ages?', 'duration'],
  ])('hears %j as a question about %s', async (line, ask) => {
    const { factualQuestion } = await import('./history');
    const { analyzeUtterance } = await import('@practicum/coder');
    expect(factualQuestion(analyzeUtterance(line).normalized.text)).toBe(ask);
  });
});
