// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { factualQuestion, timeOf } from './history';
import { STUDENT_TOPIC_WORDS, exploreOrder } from '../test/scripted-students';
import { createPatientSession } from './session';

const PERSONAS: Persona[] = CATALOGUE.map((p) => PersonaSchema.parse(p));
const byId = (id: string) => PERSONAS.find((p) => p.id === id) as Persona;

/** Words of a refusal or of "nothing new": not an answer to a factual question. */
const NON_ANSWER =
  /\b(nothing new|since I last said|as I said|like I said|already told|told you|don't want to talk|rather not|none of your business|next question|drop it|pass|no comment|off limits|not yet|maybe later|nice try)\b/i;

describe('closed factual questions', () => {
  it('recognises questions about onset, duration, medication, home and work', () => {
    expect(factualQuestion('how long has this been going on')).toBe('duration');
    expect(factualQuestion('when did it start')).toBe('onset');
    expect(factualQuestion('are you on any medication')).toBe('medication');
    expect(factualQuestion('who do you live with')).toBe('living');
    expect(factualQuestion('do you work')).toBe('work');
    expect(factualQuestion('how are you feeling today')).toBeNull();
    expect(timeOf('Low mood for over a year')).toEqual({ span: 'over a year' });
    expect(timeOf('Fell from a scaffold eight years ago; two operations')).toEqual({ span: 'eight years' });
  });

  it.each(['gareth-pryce', 'tomasz-nowak', 'harold-jenkins', 'ray-delgado', 'ellie-ward'])(
    '%s answers basic history at the lowest trust, on the first turns',
    (id) => {
      const persona = byId(id);
      for (const q of [
        'How long has this been going on?',
        'When did it start?',
        'Are you on any medication?',
        'Who do you live with?',
        'Do you work?',
      ]) {
        const session = createPatientSession(persona, { seed: 4 });
        session.opening();
        const turn = session.respond(q);
        expect(turn.state.trust).toBeLessThan(0.45);
        expect(turn.text, `${q} -> ${turn.text}`).not.toMatch(NON_ANSWER);
        expect(turn.text.length).toBeGreaterThan(4);
        // Depth gating still holds back what lies deeper.
        for (const fid of turn.disclosed_fact_ids)
          expect(persona.facts.find((f) => f.id === fid)?.depth).toBeLessThanOrEqual(2);
      }
    },
  );

  it('keeps what the patient is ashamed or frightened of for later, however plainly a fact is asked', () => {
    // Every persona, asked a cold closed question about home or family first thing: the answer is
    // history, never a depth-2 fact the persona carries shame, guilt or fear about.
    for (const persona of PERSONAS) {
      for (const q of ['Do you have a partner?', 'Who do you live with?', 'Do you have any kids?']) {
        const session = createPatientSession(persona, { seed: 2 });
        session.opening();
        const turn = session.respond(q);
        for (const fid of turn.disclosed_fact_ids) {
          const fact = persona.facts.find((f) => f.id === fid);
          if (fact?.depth !== 2) continue;
          expect(
            ['ashamed', 'guilty', 'fearful', 'tearful', 'hopeless'],
            `${persona.id}: ${q}`,
          ).not.toContain(fact.emotion);
        }
      }
    }
  });

  it('gives the duration from the persona’s own notes', () => {
    const session = createPatientSession(byId('gareth-pryce'), { seed: 1 });
    const turn = session.respond('How long has this been going on?');
    expect(turn.text).toMatch(/year|eight|month/i);
  });
});

/** A long, varied, empathic conversation: the topics the persona has, asked about in turn. */
function longConversation(persona: Persona): string[] {
  const topics = exploreOrder(persona);
  const t = (i: number) =>
    STUDENT_TOPIC_WORDS[topics[i % Math.max(1, topics.length)] ?? 'presenting_problem'];
  const lines = [
    "Hi, I'm Alex. Thanks for coming in. What would you like to talk about today?",
    'That sounds like a lot. Could you tell me more about what has been happening?',
    'It sounds like you have been carrying this on your own for a while.',
  ];
  const forms = [
    (x: string) => `I'd like to understand more about ${x}. What has that been like for you?`,
    (x: string) => `Tell me more about ${x}.`,
    (x: string) => `What is the hardest part of ${x} for you?`,
    () => 'That makes a lot of sense. It sounds really hard.',
    (x: string) => `How does ${x} affect the rest of your life?`,
    () => 'It sounds like that has been weighing on you.',
    (x: string) => `What goes through your mind when you think about ${x}?`,
    (x: string) => `What else feels important about ${x}?`,
  ];
  for (let i = 0; lines.length < 40; i++)
    lines.push((forms[i % forms.length] as (x: string) => string)(t(i >> 3)));
  return lines;
}

describe('a long conversation keeps having something to say', () => {
  it('adds something in over 90 % of turns 21 to 40 of a good conversation', () => {
    let late = 0;
    let empty = 0;
    // Every other catalogue persona keeps the run short and still covers every style. A medical
    // case's patient is left out: asked a counselling question again about a symptom it has
    // described, it says it has told the main things, as a patient seeing a doctor does, rather
    // than its worries unasked (those wait for the invitation) or feelings talk.
    for (const persona of PERSONAS.filter((p) => !p.case).filter((_, i) => i % 2 === 0)) {
      const session = createPatientSession(persona, { seed: 3 });
      for (const [i, line] of longConversation(persona).entries()) {
        const pending = session.decide(line);
        const adds = pending.plan.moves.some(
          (m) =>
            m.text !== undefined ||
            m.fact !== undefined ||
            /^(fact|opening|identity|risk_|protective|elaborate|no_issue)/.test(m.kind),
        );
        const turn = session.commit(pending);
        if (i >= 20) {
          late++;
          if (!adds) empty++;
        }
        expect(turn.text.length).toBeGreaterThan(0);
      }
    }
    expect(empty / late).toBeLessThan(0.1);
  }, 30_000);
});
