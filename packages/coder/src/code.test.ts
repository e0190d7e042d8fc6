// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { analyzeUtterance, codeUtterance } from './code';

const DISCLOSURE =
  "Honestly? Some nights I think everyone would be better off without me. I've been saving my tablets.";
const after = (text: string) =>
  codeUtterance(text, { previousPatient: DISCLOSURE, disclosure: DISCLOSURE, riskRaised: true });

describe('one coding for the patient and the feedback', () => {
  it.each([
    "You're overreacting, honestly, it's not a big deal.",
    'It could be a lot worse, you know.',
    'Everyone feels like that sometimes.',
    "Oh come on, you don't really mean that. You've got so much to live for.",
    'At least you still have a roof over your head.',
  ])('hears %j as invalidation, never as a reflection', (text) => {
    const c = codeUtterance(text, { previousPatient: "I just feel like I'm drowning at work." });
    expect(c.conduct).toContain('invalidation');
    expect(c.acts).toContain('invalidation');
    expect(c.codes).not.toContain('simple_reflection');
    expect(c.codes).not.toContain('complex_reflection');
    expect(c.primary).toBe('confront');
    expect(c.empathy.interpretations).toBe('none');
  });

  it.each([
    'You are pathetic and stupid.',
    'Shut up, nobody cares.',
    "Honestly you're such a loser.",
    'What an idiot.',
  ])('hears %j as hostility', (text) => {
    const c = codeUtterance(text);
    expect(c.conduct).toContain('hostility');
    expect(c.acts[0]).toBe('hostility');
  });

  it.each([
    'Poor you. Must be nice to have nothing worse to worry about.',
    'Haha, seriously? That is hilarious.',
    'Do you even hear yourself?',
    'You sound like such a drama queen.',
    "That's the dumbest excuse I've heard today.",
    'No wonder everyone avoids you.',
    'Do you want a tissue, princess?',
    'Are you going to cry now?',
    'Oh dear, what a disaster.',
  ])('hears the sarcasm or mockery in %j as hostility', (text) => {
    expect(codeUtterance(text).conduct).toContain('hostility');
  });

  it.each([
    "Whatever. Let's talk about something more interesting.",
    "That's not really important.",
    "I don't have time for this.",
    'Not this again.',
    'Okay, next question.',
    'If you say so.',
    'Yeah, you mentioned that already.',
    'Can we wrap this up?',
    "That's all in the past now.",
  ])('hears the brush-off in %j as invalidation', (text) => {
    expect(codeUtterance(text).conduct).toContain('invalidation');
  });

  it.each([
    "It's your own fault for drinking so much.",
    'You brought this on yourself.',
    "You're just being lazy.",
    'Why would you do something so stupid?',
    "You're being really unreasonable about this.",
    "That's a silly thing to worry about.",
    'Your problems are pretty trivial, honestly.',
  ])('hears %j as judgement (MITI confront)', (text) => {
    const c = codeUtterance(text);
    expect(c.conduct).toContain('judgement');
    expect(c.acts).toContain('confrontation');
    expect(c.primary).toBe('confront');
  });

  it.each([
    "Don't worry, everything will be fine.",
    "I'm sure it'll all work out.",
    'You will be absolutely fine.',
  ])('hears %j as false reassurance', (text) => {
    const c = codeUtterance(text);
    expect(c.conduct).toContain('false_reassurance');
    expect(c.acts).toContain('premature_reassurance');
  });

  it.each([
    ['You feel stupid for trusting him.', 'I feel so stupid for trusting him.'],
    ["That's not a selfish thing to want.", 'Is it selfish to want some time for me?'],
    ['You sound really angry about it.', 'They just cancelled on me again.'],
  ])('keeps %j a reflection, not a verdict', (text, patient) => {
    const c = codeUtterance(text, { previousPatient: patient });
    expect(c.conduct).toEqual([]);
  });

  it('keeps a reported judgement a reflection', () => {
    const c = codeUtterance('You worry that if you stop, people will think you are weak.', {
      previousPatient: "If I stop now everyone will think I'm weak.",
    });
    expect(c.conduct).toEqual([]);
    expect(c.acts.some((a) => a.endsWith('_reflection'))).toBe(true);
  });

  it.each([
    'Do you have a pet snake?',
    'Did you watch the World Cup final last night?',
    "What's your favourite pizza topping?",
  ])('hears %j as off topic', (text) => {
    const c = codeUtterance(text, { previousPatient: "I haven't slept properly since the accident." });
    expect(c.conduct).toContain('off_topic');
    expect(c.acts).toContain('off_topic');
  });

  it('does not call the patient’s own subject off topic', () => {
    const c = codeUtterance('How is your snake doing?', {
      previousPatient: 'My snake is the only one who does not judge me.',
    });
    expect(c.conduct).not.toContain('off_topic');
  });

  it.each(['¿Cómo te sientes hoy?', 'Wie geht es Ihnen heute?', '你今天感觉怎么样？'])(
    'hears %j as another language, and not as silence',
    (text) => {
      const a = analyzeUtterance(text);
      expect(a.coding.conduct).toEqual(['other_language']);
      expect(a.acts).toContain('other_language');
      expect(a.empty).toBe(false);
    },
  );
});

describe('risk in direct and indirect wordings', () => {
  it.each([
    [
      'Sometimes when people feel this low, they start to think about dying. Has anything like that crossed your mind?',
      'indirect',
    ],
    ['Do you ever wish you could go to sleep and not wake up?', 'indirect'],
    ['Have you had any thoughts that life is not worth living?', 'indirect'],
    ['Have you been thinking about ending it all?', 'indirect'],
    ['Are you having thoughts of suicide?', 'direct'],
    ['Have you thought about killing yourself?', 'direct'],
    ['Have you been hurting yourself at all?', 'direct'],
    ['Have you had thoughts of harming anyone else?', 'indirect'],
    ["Have you ever felt like you'd be happier if you didn't wake up?", 'indirect'],
    ['Do you ever think the world would be better without you?', 'indirect'],
    ['Has it been hard to see a reason to keep going?', 'indirect'],
    ['Do you feel like you cannot go on?', 'indirect'],
  ] as const)('screens in %j (%s)', (text, wording) => {
    const c = codeUtterance(text);
    expect(c.acts).toContain('risk_screening');
    expect(c.risk_screen).toBe(wording);
  });

  it.each([
    'My work is killing me.',
    'What would you like to get out of today?',
    'Let us end the session there.',
  ])('reads no risk into %j', (text) => {
    expect(codeUtterance(text).acts).not.toContain('risk_screening');
  });

  it.each([
    ['Have you thought about how you might do it?', 'method'],
    ['Where are the tablets now?', 'means'],
    ['Have you thought about when?', 'timing'],
    ['Do you have a plan?', 'plan'],
    ['Have you ever tried to end your life before?', 'past_attempts'],
    ['What has kept you going so far?', 'protective_factors'],
  ] as const)('hears the follow-up %j as %s, never as advice', (text, move) => {
    const c = after(text);
    expect(c.risk).toContain(move);
    expect(c.acts).toContain('risk_followup');
    expect(c.acts).not.toContain('advice');
  });

  it('hears safety planning and signposting', () => {
    expect(after('Could we make a safety plan together before you go?').acts).toContain('safety_planning');
    expect(after('You can call the Samaritans at any time, day or night.').risk).toContain('referral');
  });

  it('hears dismissal of a disclosure as invalidation', () => {
    for (const text of [
      "Let's not go there. Tell me about work instead.",
      "Oh come on, you don't really mean that.",
      'Everybody feels like that sometimes.',
    ])
      expect(after(text).conduct, text).toContain('invalidation');
  });
});

describe('whether a reflection fits the patient', () => {
  const patient = "Since the divorce I can't sleep, and I keep checking my phone in case the kids call.";

  it('fits when it mirrors their words or feelings', () => {
    const c = codeUtterance("Since the divorce, nights are hard and you're waiting to hear from the kids.", {
      previousPatient: patient,
    });
    expect(c.acts.some((a) => a.endsWith('_reflection'))).toBe(true);
    expect(c.reflection_fit).toBe('fits');
  });

  it('does not fit when it reflects something they never said', () => {
    const c = codeUtterance('It sounds like you feel really proud of your promotion at work.', {
      previousPatient: patient,
    });
    expect(c.acts.some((a) => a.endsWith('_reflection'))).toBe(true);
    expect(c.reflection_fit).toBe('misfit');
  });

  it('is unclear when it shares none of their words and names no feeling of theirs', () => {
    const c = codeUtterance('Work has been getting on top of you.', { previousPatient: patient });
    expect(c.acts.some((a) => a.endsWith('_reflection'))).toBe(true);
    expect(c.reflection_fit).toBe('unclear');
    // Words that fit anyone still fit.
    expect(codeUtterance('That sounds really hard.', { previousPatient: patient }).reflection_fit).toBe(
      'fits',
    );
  });

  it('is not judged without anything the patient said', () => {
    expect(codeUtterance('It sounds like things are hard.').reflection_fit).toBeNull();
  });
});

describe('checking who the patient is, and asking for a straight answer', () => {
  const HARM = ['advice', 'confrontation', 'hostility', 'invalidation'];
  it.each([
    'You must be Lucy?',
    'Hello, you must be Mr Hughes. I am one of the doctors.',
    "You must be Gareth's wife?",
    'You must be the patient’s daughter?',
  ])('hears %j as a check of who they are, not advice', (text) => {
    const c = codeUtterance(text, { previousPatient: 'Hello.' });
    expect(c.acts.filter((a) => HARM.includes(a))).toEqual([]);
    expect(c.primary).not.toBe('persuade');
  });

  it('still hears "you must" as advice when it instructs', () => {
    expect(codeUtterance('You must take the tablets every day.').acts).toContain('advice');
    expect(codeUtterance('You must be careful with those tablets.').acts).toContain('advice');
  });

  it.each([
    'Please be honest with me about how much you drink.',
    'Can you be honest with me, do you use any drugs?',
    'Be honest with me, how many cigarettes do you smoke?',
    'I need you to be honest with me about the smoking.',
  ])('hears %j as a history question, not confrontation', (text) => {
    const c = codeUtterance(text, { previousPatient: 'I have had this cough for months.' });
    expect(c.conduct).toEqual([]);
    expect(c.acts).not.toContain('confrontation');
  });

  it.each(['Come on, be honest with me.', 'Be honest now, have you been drinking?', 'Be honest for once.'])(
    'still hears %j as pressing the patient',
    (text) => {
      expect(codeUtterance(text).acts).toContain('confrontation');
    },
  );
});

describe('lying as posture is not an accusation', () => {
  it.each([
    'Is it there even when you are lying completely still?',
    'Does it hurt when you are lying down?',
    'Are you comfortable lying flat on the couch?',
  ])('%j is a question, not confrontation', (text) => {
    const a = analyzeUtterance(text);
    expect(a.acts).not.toContain('confrontation');
    expect(a.coding.conduct).not.toContain('judgement');
  });

  it.each(['You are lying to me.', "You're lying.", 'I think you are lying about the drinking.'])(
    '%j still accuses',
    (text) => expect(analyzeUtterance(text).acts).toContain('confrontation'),
  );
});
