// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { STUDENT_ACTS, type StudentAct } from '../schemas/codes.schema';
import { analyzeUtterance, classifyUtterance } from '../code';
import { HELD_OUT, LABELLED, type LabelledExample } from '../../test/classify.examples';

function score(examples: readonly LabelledExample[]) {
  const perAct = new Map<StudentAct, { n: number; hit: number; misses: string[] }>();
  let hits = 0;
  for (const e of examples) {
    const acts = classifyUtterance(e.text, {
      previousPatient: e.patient,
      patientHistory: e.history ?? (e.patient ? [e.patient] : []),
      turn: e.turn ?? 5,
      riskRaised: e.riskRaised ?? false,
    });
    const row = perAct.get(e.act) ?? { n: 0, hit: 0, misses: [] };
    row.n++;
    if (acts.includes(e.act)) {
      row.hit++;
      hits++;
    } else row.misses.push(`${e.text} -> ${acts.join(',')}`);
    perAct.set(e.act, row);
  }
  return { accuracy: hits / examples.length, perAct };
}

describe('classifyUtterance on the labelled set', () => {
  const { accuracy, perAct } = score(LABELLED);

  it('has examples for every act', () => {
    for (const act of STUDENT_ACTS) expect(perAct.get(act)?.n ?? 0, act).toBeGreaterThanOrEqual(10);
  });

  it('recognises at least 95% of the labelled examples', () => {
    const misses = [...perAct.values()].flatMap((r) => r.misses);
    expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  // Simple against complex follows the MITI coder's complexity, which is measured against expert
  // coders (about 60 % agreement on AnnoMI, where experts themselves often differ); these hand-written
  // complex examples are stricter than that, so the bar for them is lower.
  const bar = (act: StudentAct) => (act === 'complex_reflection' ? 0.8 : 0.85);
  it.each(STUDENT_ACTS.map((a) => [a]))('recognises most of the %s examples', (act) => {
    const row = perAct.get(act);
    expect(row, act).toBeDefined();
    expect(row!.hit / row!.n, row!.misses.join('\n')).toBeGreaterThanOrEqual(bar(act));
  });

  it('recognises at least 85% of the held-out set, written after tuning', () => {
    const held = score(HELD_OUT);
    expect(
      held.accuracy,
      [...held.perAct.values()].flatMap((r) => r.misses).join('\n'),
    ).toBeGreaterThanOrEqual(0.85);
  });
});

describe('classifyUtterance edge cases', () => {
  it('never returns an empty list, whatever the input', () => {
    for (const t of ['', '   ', '???', '...', 'a'.repeat(5000), '🙂', '12345', 'ok'.repeat(300)]) {
      expect(classifyUtterance(t).length).toBeGreaterThan(0);
    }
  });

  it('reports several acts in one utterance, most salient first', () => {
    const acts = classifyUtterance('That sounds really hard. What happened next?');
    expect(acts).toEqual(expect.arrayContaining(['validation', 'open_question']));
    expect(classifyUtterance("You should just stop drinking. Why haven't you?")[0]).toBe('advice');
  });

  it('tells open from closed questions regardless of case and punctuation', () => {
    expect(classifyUtterance('WHAT HAS THAT BEEN LIKE')).toContain('open_question');
    expect(classifyUtterance('do you drink')).toContain('closed_question');
    expect(classifyUtterance('Tell me more')).toContain('open_question');
    expect(classifyUtterance('how many drinks a day?')).toContain('closed_question');
  });

  it('does not mistake invitations or named feelings for advice', () => {
    expect(classifyUtterance('Tell me about your week.')).not.toContain('advice');
    expect(classifyUtterance('Go on.')).not.toContain('advice');
    expect(classifyUtterance('You must be exhausted.')).not.toContain('advice');
    expect(classifyUtterance('You should be proud of that.')).toContain('affirmation');
  });

  it('treats a reflection with a question mark as a reflection', () => {
    const acts = classifyUtterance('So you feel like nobody listens?', {
      previousPatient: 'Nobody at home listens to me.',
    });
    expect(acts.some((a) => a.endsWith('_reflection'))).toBe(true);
    expect(acts).not.toContain('closed_question');
  });

  it('grades reflections by what they add to the patient line', () => {
    const patient = 'I work late every night and then I cannot sleep.';
    expect(classifyUtterance('You work late every night.', { previousPatient: patient })).toContain(
      'simple_reflection',
    );
    expect(
      classifyUtterance("It's like work has taken over your whole life.", { previousPatient: patient }),
    ).toContain('complex_reflection');
  });

  it('repairs common typos and chat spelling in risk questions', () => {
    expect(classifyUtterance('r u having thoughts of sucide')).toContain('risk_screening');
    expect(classifyUtterance('have you ever thought about killng yourself?')).toContain('risk_screening');
    expect(classifyUtterance('do u ever self harm')).toContain('risk_screening');
  });

  it('does not read risk into ordinary talk', () => {
    expect(classifyUtterance('What would you like to get out of today?')).not.toContain('risk_screening');
    expect(classifyUtterance('How did the deadline at work go?')).not.toContain('risk_screening');
    expect(classifyUtterance('Let us end the session there.')).not.toContain('risk_screening');
  });

  it('calls "thanks for coming" a greeting early and a closing late', () => {
    expect(classifyUtterance('Thanks for coming in today.', { turn: 0 })).toContain('greeting');
    expect(classifyUtterance('Thanks for coming in today.', { turn: 9 })).toContain('closing');
  });

  it('flags empty input, gibberish, bot questions and identity questions', () => {
    expect(analyzeUtterance('').empty).toBe(true);
    expect(analyzeUtterance('asdfgh qwrtz').gibberish).toBe(true);
    expect(analyzeUtterance('Are you an AI?').meta).toBe(true);
    expect(analyzeUtterance('are u a real person').meta).toBe(true);
    expect(analyzeUtterance('How old are you?').identity).toBe('age');
    expect(analyzeUtterance('When I was your age it was different.').identity).toBeNull();
  });

  it('recognises a summary by its reach across earlier patient lines', () => {
    const history = [
      'I have not slept properly since the baby came.',
      'My husband works nights so I am on my own with her.',
      'My mum lives two hundred miles away.',
    ];
    const acts = classifyUtterance(
      'You have not slept properly since the baby came, your husband works nights so you are on your own, and your mum is far away.',
      { patientHistory: history, previousPatient: history[2] },
    );
    expect(acts).toContain('summary');
  });
});
