// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { codeUtterance } from '../code';

// Hand-written examples only: no corpus text belongs in the project.
const code = (text: string, previousPatient = '', position = 0.5) =>
  codeUtterance(text, { previousPatient, position });

describe('codeUtterance: MITI 4.2 behaviour codes', () => {
  it.each([
    [
      'giving_information',
      'Research shows that drinking more than 14 units a week raises your risk of liver disease.',
    ],
    ['persuade', 'You really need to stop drinking before it ruins your health.'],
    [
      'persuade_with_permission',
      'Some people find it helpful to keep a drinking diary, and you could try that if it fits for you.',
    ],
    ['question_open', 'What brings you in today?'],
    ['question_closed', 'Do you drink every day?'],
    ['affirm', 'You have worked really hard to get here, and that took a lot of courage.'],
    ['seeking_collaboration', 'What would you like to focus on today?'],
    ['emphasising_autonomy', 'It is entirely up to you whether you make any changes.'],
    ['confront', 'You are just making excuses.'],
    ['facilitate', 'Mm-hmm.'],
    ['facilitate', 'Mhm.'],
    ['facilitate', 'Hm, okay.'],
  ])('codes %s', (expected, text) => {
    expect(code(text).primary).toBe(expected);
  });

  it('codes a simple reflection that repeats what the patient said', () => {
    const c = code(
      'You have been drinking more since you lost your job.',
      'I have been drinking more since I lost my job.',
    );
    expect(c.primary).toBe('simple_reflection');
    expect(c.annomi).toEqual({ main: 'reflection', question_subtype: null, reflection_subtype: 'simple' });
  });

  it('codes a double-sided reflection that adds meaning as complex', () => {
    const c = code(
      'Part of you values how it helps you unwind, and part of you is worried about what it is doing to your marriage.',
      'My wife keeps nagging me about the drinking but honestly it helps me relax.',
    );
    expect(c.primary).toBe('complex_reflection');
    expect(c.empathy.interpretations).toBe('strong');
  });

  it('turns advice into persuade with permission once permission was asked', () => {
    const asked = codeUtterance('You could try alternating each drink with a glass of water.', {
      permissionAsked: true,
    });
    expect(asked.primary).toBe('persuade_with_permission');
    expect(code('You should try alternating each drink with a glass of water.').primary).toBe('persuade');
  });
});

describe('codeUtterance: hard cases', () => {
  it('hears a question without a question mark', () => {
    const c = code('Tell me more about what happened at work');
    expect(c.primary).toBe('question_open');
    expect(c.annomi).toMatchObject({ main: 'question', question_subtype: 'open' });
  });

  it('hears "I wonder if you could say more" as an open invitation', () => {
    expect(code('I wonder if you could say a bit more about that').annomi.question_subtype).toBe('open');
  });

  it('keeps a reflection said with rising intonation a reflection', () => {
    const c = code('So you are feeling stuck?', 'I just do not know what to do any more, nothing changes.');
    expect(c.annomi.main).toBe('reflection');
    expect(c.codes).not.toContain('question_closed');
  });

  it('keeps a double-sided reflection phrased as a question a reflection', () => {
    const c = code(
      'So you want to cut down, but you are not sure you can manage it on your own?',
      'I want to cut down but I do not think I can do it alone.',
    );
    expect(c.annomi.main).toBe('reflection');
  });

  it('codes a statement with a negative tag as the statement it asks agreement with', () => {
    const c = code(
      "It's hard to picture yourself without a drink in your hand, isn't it?",
      'I always drink.',
    );
    expect(c.annomi.main).toBe('reflection');
    expect(code("Isn't it hard?").annomi.main).toBe('question');
    expect(code('You drink most evenings, right?').annomi.main).toBe('question');
  });

  it("hears a question in quoted speech as the patient's voice, not a question asked", () => {
    const before = 'I have tried to quit so many times.';
    expect(code('You keep thinking, "Why can\'t I just stop?"', before).annomi.main).toBe('reflection');
    expect(code("You keep thinking. Why can't you just stop?", before).annomi.main).toBe('question');
  });

  it('codes advice disguised as a question as persuasion (and as a closed question in AnnoMI terms)', () => {
    for (const text of ['Have you thought about going to AA?', "Why don't you just stop buying wine?"]) {
      const c = code(text, 'I keep drinking every night.');
      expect(c.primary).toBe('persuade');
      expect(c.annomi).toMatchObject({ main: 'question', question_subtype: 'closed' });
    }
  });

  it('hears an obligation inside a reflective frame as reported, advice inside it as advice', () => {
    const reported = code(
      'It sounds like you have to keep going for the kids, even when you are worn out.',
      'I cannot stop, the kids need me.',
    );
    expect(reported.annomi.main).toBe('reflection');
    expect(code('It sounds like you should stop drinking for a while.').primary).toBe('persuade');
  });

  it('does not take a genuine "have you thought about what ..." question for advice', () => {
    expect(code('Have you thought about what you would like to change?').primary).not.toBe('persuade');
  });

  it('treats "Can you describe ..." as open although it is yes/no in form', () => {
    expect(code('Can you describe a typical evening for me?').annomi.question_subtype).toBe('open');
  });

  it('treats "how many" as a closed question', () => {
    expect(code('How many drinks do you have on a typical night?').annomi.question_subtype).toBe('closed');
  });

  it('lets the last question decide a turn that reflects then asks', () => {
    const c = code(
      'It sounds like evenings are the hardest. What usually happens after dinner?',
      'Evenings are the worst.',
    );
    expect(c.annomi.main).toBe('question');
    expect(c.primary).toBe('question_open');
    expect(c.codes.some((x) => x.endsWith('_reflection'))).toBe(true);
  });

  it('codes a lecture with a tacked-on check-in as information', () => {
    const c = code(
      'Alcohol can raise your blood pressure, and over time it can damage your liver and affect your sleep. Studies show that cutting down even a little lowers that risk. Does that make sense?',
    );
    expect(c.annomi.main).toBe('therapist_input');
  });

  it("codes a plain answer to the patient's question as information, not an echo of it", () => {
    expect(code('It does work for most people.', 'Do the patches actually work?').primary).toBe(
      'giving_information',
    );
    expect(code('Twice a day, morning and evening.', 'How often would I take it?').primary).toBe(
      'giving_information',
    );
    // The same words after a statement still echo the patient.
    expect(code('It does work for most people.', 'The patches work for most people.').primary).toBe(
      'simple_reflection',
    );
    // A reflection of the feeling behind the question stays a reflection.
    expect(code("You're worried it's already too late.", 'Have I ruined everything?').primary).toMatch(
      /reflection/,
    );
  });
});

describe('codeUtterance: structure codes', () => {
  it.each([
    ['greeting', 'Hi, I am Sam, one of the student counsellors. Nice to meet you.', 0],
    ['agenda', 'We have about fifty minutes today. What would you like to talk about?', 0.05],
    [
      'summary',
      'Let me summarise what we have covered so far: you want to drink less, your health worries you, and your daughter matters most.',
      0.8,
    ],
    ['closing', 'We are almost out of time for today, so let us stop here and book another session.', 1],
  ])('finds %s', (expected, text, position) => {
    expect(code(text, '', position).structure).toContain(expected);
  });

  it('does not call a late "thanks for coming" a greeting', () => {
    expect(code('Thanks for coming in today.', '', 1).structure).toEqual(['closing']);
  });
});

describe('codeUtterance: EPITOME empathy levels', () => {
  it.each([
    ['emotional_reactions', 'strong', 'That sounds really frightening.'],
    ['emotional_reactions', 'weak', 'I am sorry.'],
    ['interpretations', 'weak', 'I understand.'],
    ['explorations', 'strong', 'How did that make you feel?'],
    ['explorations', 'weak', 'What happened next?'],
  ] as const)('rates %s %s', (mechanism, level, text) => {
    expect(code(text).empathy[mechanism]).toBe(level);
  });

  it('rates a plain closed question as no empathy', () => {
    expect(code('Do you drink every day?').empathy).toEqual({
      emotional_reactions: 'none',
      interpretations: 'none',
      explorations: 'none',
    });
  });
});

describe('codeUtterance: C-SSRS screening moves', () => {
  it.each([
    ['wish_to_be_dead', 'Have you wished you were dead or wished you could go to sleep and not wake up?'],
    ['suicidal_thoughts', 'Have you had any thoughts of killing yourself?'],
    ['method', 'Have you thought about how you might do this?'],
    ['intent', 'Have you had any intention of acting on these thoughts?'],
    ['plan', 'Have you started to work out the details of how to kill yourself?'],
    [
      'behaviour',
      'Have you ever done anything, started to do anything, or prepared to do anything to end your life?',
    ],
    [
      'safety_planning',
      'Let us make a safety plan together. Who could you call if the thoughts get stronger?',
    ],
    ['referral', 'I would like to connect you with the crisis team today, and you can call 988 at any time.'],
  ])('finds %s once risk is in the conversation', (move, text) => {
    expect(codeUtterance(text, { riskRaised: true }).risk).toContain(move);
  });

  it.each([
    'Have you thought about when you would like to start?',
    'Do you have a plan for the weekend?',
    'Have you picked a date for the wedding?',
    'Do you have access to the car on Fridays?',
  ])('hears no risk follow-up in %j when risk has not come up', (text) => {
    expect(codeUtterance(text).risk).toEqual([]);
  });

  it('counts an open question about what was disclosed as exploring the risk', () => {
    const c = codeUtterance('Tell me more about those thoughts.', {
      disclosure: 'Some nights I think everyone would be better off if I was dead.',
    });
    expect(c.risk).toContain('explore');
  });

  it('does not count small talk after a disclosure as exploring', () => {
    const c = codeUtterance('What do you like to do at the weekend?', {
      disclosure: 'Some nights I think about killing myself.',
    });
    expect(c.risk).toEqual([]);
  });
});

describe('what people in general do is information, not a reflection', () => {
  it.each([
    'Honestly, you’d be surprised how many people do that.',
    'Some people choose a day to stop, a birthday or the new year.',
    'What many people find useful is a month off, as an experiment.',
    'A lot of people still gain a little weight when they stop.',
  ])('codes %j as giving information', (text) => {
    expect(code(text, 'I just don’t know if I can stop.').annomi.main).toBe('therapist_input');
  });

  it('keeps the patient’s own people, given back, a reflection', () => {
    expect(
      code('Some people at work make you feel small.', 'The people at work make me feel so small.').annomi
        .main,
    ).toBe('reflection');
  });
});
