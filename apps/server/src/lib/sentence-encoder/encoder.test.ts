import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeUtterance,
  codeUtterance,
  HARMFUL_CONDUCT,
  prepareReadings,
  useSentenceEncoder,
  type ConductCode,
} from '@practicum/coder';
import { createPatientSession } from '@practicum/patient-engine';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { defaultEncoderWorkers, sentenceEncoder, useLearnedReading, WorkerEncoder } from './encoder';

const harms = (text: string, learned = true): ConductCode[] =>
  codeUtterance(text, { learned }).conduct.filter((c) => HARMFUL_CONDUCT.includes(c));

/** Wordings no word family of the coder knows: only the learned reading hears the harm in them. */
const UNSEEN_HARM: readonly (readonly [string, ConductCode])[] = [
  ["Don't be so soft.", 'invalidation'],
  ['Wow, another sad story, how original.', 'hostility'],
  ["Your kids deserve better than a mum who can't get out of bed.", 'judgement'],
  ['You will get used to it.', 'false_reassurance'],
];

/**
 * Lines with an edge that the model finds close to harmful without judging them so: not coded, so
 * never held against the student, but the patient takes them warily. The band is narrow (0.58 to
 * 0.60 for the twenty-three-author model), so retraining may move these out of it: pick lines that
 * fall inside it again rather than widening the band. Lines that left it for the harmful side are
 * kept among the unseen harms when the word families alone miss them.
 */
const DOUBTFUL = ['You just need to keep busy.', 'You just need to keep yourself busy.'];

/** Lines a supervisor would accept, some of them harsh-sounding, that must stay clean. */
const ACCEPTABLE = [
  'It sounds like you have been carrying a lot on your own.',
  'You called yourself a coward earlier. What makes you say that?',
  'Have you had thoughts of ending your life?',
  'Your brother said you were selfish. How did that feel?',
  'Can I share some information about what the tablets do?',
  'What would you like to get out of today?',
  // Feeling reflections whose shape ("You seem really ... right now") the model alone would misread.
  'You seem really on edge right now.',
  "You're feeling sad about all this.",
];

beforeAll(async () => {
  useLearnedReading();
  // Loads the model once, off this thread, before the synchronous calls below.
  await prepareReadings([...UNSEEN_HARM.map(([t]) => t), ...ACCEPTABLE, ...DOUBTFUL]);
}, 120_000);
afterAll(() => useSentenceEncoder(null));

describe('the coder with the learned reading of harm', () => {
  it.each(UNSEEN_HARM)('hears %j as %s, which the word families alone miss', (text, harm) => {
    expect(harms(text, false)).toEqual([]);
    expect(harms(text)).toContain(harm);
  });

  it.each(ACCEPTABLE)('keeps %j clean', (text) => {
    expect(harms(text)).toEqual([]);
  });

  it("hears harm in a reflection-shaped line that takes up the patient's words, when the model is sure", () => {
    const said = { patientContext: ["I'm so tired all the time, I can barely get through a shift."] };
    const dismissive = "You can't be that tired, you're only nineteen.";
    expect(codeUtterance(dismissive, said).conduct).toContain('invalidation');
    for (const listening of [
      "You're tired all the time.",
      'Getting through a shift takes everything you have.',
    ])
      expect(codeUtterance(listening, said).conduct.filter((c) => HARMFUL_CONDUCT.includes(c))).toEqual([]);
  });

  it("does not doubt a line that takes up the patient's own harsh word", () => {
    const line = 'You called yourself a coward earlier. What makes you say that?';
    const said = {
      patientContext: ["I just feel like such a coward, honestly. I can't even open the post."],
    };
    expect(analyzeUtterance(line, said).toneDoubted).toBe(false);
    expect(harms(line)).toEqual([]);
  });

  it.each(DOUBTFUL)('doubts the tone of %j without coding it as harm', (text) => {
    expect(harms(text)).toEqual([]);
    expect(analyzeUtterance(text).toneDoubted).toBe(true);
    expect(analyzeUtterance(text, { learned: false }).toneDoubted).toBe(false);
  });

  it('gives vectors of the model size for many lines at once, without blocking', async () => {
    const vectors = await sentenceEncoder.embed(['How are you sleeping?', 'Tell me more.']);
    expect(vectors).toHaveLength(2);
    expect(vectors![0]).toHaveLength(sentenceEncoder.dims);
    // The same line gives the same vector however it is asked for.
    expect(Array.from(sentenceEncoder.embedSync('Tell me more.')!)).toEqual(Array.from(vectors![1]!));
  });

  it('gives each of many callers at once its own lines, though they reach the model together', async () => {
    const asks = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? [`Line ${i} of the class.`, `And line ${i} again.`] : [`Line ${i} of the class.`],
    );
    const answers = await Promise.all(asks.map((texts) => sentenceEncoder.embed(texts)));
    answers.forEach((vectors, i) => {
      expect(vectors).toHaveLength(asks[i]!.length);
      asks[i]!.forEach((text, j) =>
        expect(Array.from(vectors![j]!)).toEqual(Array.from(sentenceEncoder.embedSync(text)!)),
      );
    });
  });
});

describe('the sentence encoder pool', () => {
  it('is sized to the machine: one worker per core beyond the first, at least one and at most four', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultEncoderWorkers(cores))).toEqual([1, 1, 2, 3, 4, 4]);
  });

  it('gives a line that arrives while one worker is busy to another, and batches what waits for them all', async () => {
    const pool = new WorkerEncoder(2);
    // Both workers start with the first line; the model loads in each before it answers.
    const first = pool.embed(['How have you been sleeping?']);
    const second = pool.embed(['What would you like to be different?']);
    expect(pool.size).toBe(2);
    // Both workers are busy now: these two wait, then go together to whichever is free first.
    const third = pool.embed(['Tell me more about that.']);
    const fourth = pool.embed(['It sounds like a hard week.', 'You felt let down.']);
    const answers = await Promise.all([first, second, third, fourth]);
    expect(answers.map((a) => a?.length)).toEqual([1, 1, 1, 2]);
    const { workers, batches, lines } = pool.stats();
    expect(workers).toBe(2);
    expect(batches).toHaveLength(2);
    expect(batches.every((b) => b >= 1)).toBe(true);
    expect(batches.reduce((a, b) => a + b)).toBe(3);
    expect(lines.reduce((a, b) => a + b)).toBe(5);
    // Every worker holds the same model: a line's vector does not depend on which one read it.
    expect(Array.from(answers[2]![0]!)).toEqual(
      Array.from(sentenceEncoder.embedSync('Tell me more about that.')!),
    );
    await pool.close();
    expect(pool.size).toBe(0);
  }, 120_000);
});

describe('the coder with the learned reading of the main behaviour', () => {
  const GRIEF = {
    previousPatient: 'It has been a year since Dad died and I still pick up the phone to ring him.',
  };
  const FOOD = { previousPatient: 'I skip lunch most days and feel sick at the thought of dinner.' };

  it.each([
    ['The grief is still very raw, even a year on.', GRIEF],
    ['Food has become something to be afraid of.', FOOD],
  ] as const)(
    'hears %j as a reflection, which the rules alone miss, and the patient hears one too',
    (line, ctx) => {
      expect(analyzeUtterance(line, { ...ctx, learned: false }).coding.annomi.main).not.toBe('reflection');
      const { coding, acts } = analyzeUtterance(line, ctx);
      expect(coding.annomi.main).toBe('reflection');
      expect(['simple_reflection', 'complex_reflection']).toContain(coding.primary);
      expect(acts.some((a) => a === 'simple_reflection' || a === 'complex_reflection')).toBe(true);
    },
  );

  it.each([
    ['What has the last year been like for you?', 'question'],
    ['Have you eaten anything today?', 'question'],
    ['Grief often comes in waves, and anniversaries can bring it back.', 'therapist_input'],
  ] as const)('keeps %j a %s', (line, main) => {
    expect(codeUtterance(line, GRIEF).annomi.main).toBe(main);
  });
});

describe('the patient hears what the coder hears', () => {
  const persona = PersonaSchema.parse(CATALOGUE[0]);
  const warmUp = ['What brings you in today?', 'That sounds like a lot to deal with.'];
  const trustAfter = (line: string) => {
    const session = createPatientSession(persona, { seed: 'learned-harm' });
    session.opening();
    const turns = [...warmUp, line].map((l) => session.respond(l));
    return {
      before: turns[1]!.state!.trust,
      after: turns[2]!.state!.trust,
      acts: turns[2]!.student_acts,
      text: turns[2]!.text,
    };
  };

  it.each(DOUBTFUL)('takes %j warily: loses trust, does not agree or acknowledge it', (line) => {
    const { before, after, text } = trustAfter(line);
    expect(after).toBeLessThan(before);
    expect(text).not.toMatch(
      /^(yes|yeah|exactly|you're right|thank|that makes sense|that's (exactly|a good way))/i,
    );
  });

  it.each(UNSEEN_HARM.map(([t]) => t))('takes %j as hurtful and loses trust', (line) => {
    const { before, after, acts } = trustAfter(line);
    expect(
      acts.some((a) => ['hostility', 'confrontation', 'invalidation', 'premature_reassurance'].includes(a)),
    ).toBe(true);
    expect(after).toBeLessThan(before);
  });
});
