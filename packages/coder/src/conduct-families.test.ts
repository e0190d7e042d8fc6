// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { codeUtterance } from './code';

// Rule families built from who does what to the patient, each with several wordings and with lines
// that must stay clean (therapist lines of the kind expert-coded sessions contain).
const PATIENT = "My husband left in March and I haven't really slept since.";
const conductOf = (text: string, previousPatient = PATIENT) =>
  codeUtterance(text, { previousPatient }).conduct;
const harmful = (codes: readonly string[]) =>
  codes.some((c) => c === 'hostility' || c === 'judgement' || c === 'invalidation');

describe('declining to hear the patient', () => {
  it.each([
    "I don't really have time for all this.",
    "I can't be bothered with this today.",
    "That's not my problem, to be honest.",
    "That's your business, not mine.",
    "Let's get back to the form.",
    'Can we skip the sad stuff?',
    "I'd rather not get into your feelings.",
    "I don't see why that matters.",
    "Honestly, I've got bigger things to worry about.",
    'Hang on, I need to answer this text.',
    "I wasn't really listening, sorry.",
    'Let me stop you there, I don’t need the whole saga.',
    "Right, let's not turn this into a therapy session.",
    "I'm bored. Can we talk about something else?",
    'Is this going anywhere?',
  ])('hears %j as invalidation', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it.each([
    "It's not my job to judge you or to try and change you.",
    'So it helps you calm down.',
    "We don't have to talk about anything you're not ready for.",
    'I have time for this; take as long as you need.',
    "What would you like to get back to, if anything, from last week's form?",
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });
});

describe('contempt, mock address and rhetorical disbelief', () => {
  it.each([
    "Someone's feeling sorry for themselves today.",
    'Wow, okay, someone’s touchy.',
    'Is that supposed to be sad?',
    'What do you want, a medal?',
    'Tell it to someone who cares.',
    'People like you never change.',
    'This is a waste of my time.',
    'You clearly enjoy being miserable.',
    'Some of us have real jobs, you know.',
    'Jesus, it’s like talking to a brick wall.',
    'I reckon you’re milking it a bit.',
    'I can see why your wife left.',
    'Cool story.',
    "You're such a whiner.",
    'You sound completely unhinged.',
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    'There are support groups for people like you where smoking is such a stress reliever.',
    'You deserve better than how he treated you.',
    "You've been feeling sorry for how things ended, and angry too.",
    'Someone you trusted walked out on you.',
  ])('keeps %j clean', (text) => {
    expect(conductOf(text)).not.toContain('hostility');
  });
});

describe('the student’s own opinion is theirs, not the patient’s', () => {
  it.each([
    "I think you're being a bit of a baby about this.",
    'Honestly, I think you are just looking for sympathy.',
    "I don't think you're really trying.",
  ])('hears %j as harmful', (text) => {
    expect(harmful(conductOf(text))).toBe(true);
  });

  it.each([
    ['You think you are being a baby about it.', "I'm being such a baby about all this."],
    ['I think you have been incredibly patient with him.', PATIENT],
  ])('keeps %j clean', (text, patient) => {
    expect(harmful(conductOf(text, patient))).toBe(false);
  });
});

describe('shrinking by comparison and blame by counterfactual', () => {
  it.each([
    "You've got it easy compared to most.",
    "We've all got problems, love.",
    "Your problems aren't that special.",
    'I wouldn’t call that a real problem.',
    "I've had patients with actual cancer, so.",
    'There are kids starving in the world and you’re upset about this?',
    "It's not that deep, bro.",
    'Other people manage fine, so why can’t you?',
  ])('hears %j as invalidation', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it.each([
    "If you'd tried harder this wouldn't have happened.",
    "Nobody's forcing you to be miserable.",
    'Sure, blame everyone but yourself.',
    "You're a grown adult, act like it.",
  ])('hears %j as judgement', (text) => {
    expect(conductOf(text)).toContain('judgement');
  });

  it('keeps a reflection of what others cope with, in the patient’s words, clean', () => {
    expect(
      harmful(
        conductOf(
          'Everyone else seems to cope, and you wonder why you can’t.',
          'Everyone else seems to cope.',
        ),
      ),
    ).toBe(false);
  });
});

describe('good exploring lines stay clean', () => {
  const story = 'My coach says my weight is fine. I just train harder than the others.';
  it.each([
    'What else has been going on?',
    'You seem really wary right now.',
    'You seem really on edge right now.',
    "What's happening at work, or with whatever fills your days?",
    "How's your appetite been?",
  ])('keeps %j free of conduct codes', (text) => {
    expect(
      codeUtterance(text, { previousPatient: story, vocabulary: new Set(['coach', 'train', 'weight']) })
        .conduct,
    ).toEqual([]);
  });

  it('hears a curt order as no reflection, and a verdict on the patient’s sense as judgement', () => {
    expect(codeUtterance('List them.', { previousPatient: story }).codes).not.toContain('simple_reflection');
    expect(conductOf("Well, that's not very sensible, is it?")).toContain('judgement');
  });
});

describe('terse put-downs', () => {
  it.each([
    'Right. Big surprise there.',
    'Heard that one before.',
    'You need thicker skin.',
    'Not everything is about you.',
    'You could have fooled me.',
    'Sounds like a personal problem.',
    'You realise how that sounds, right?',
  ])('hears %j as harmful', (text) => {
    expect(harmful(conductOf(text))).toBe(true);
  });

  it('keeps news that came as a surprise clean', () => {
    expect(harmful(conductOf('Comes as a big surprise. What was your reaction when he told you?'))).toBe(
      false,
    );
  });
});

describe('blame by the shape of the sentence', () => {
  it.each([
    "If you'd kept up with the inhaler you wouldn't be this breathless.",
    'If you had listened to your GP you would be walking by now.',
    'What sort of father forgets his own son’s birthday?',
    'You anxiety lot always want a quick fix.',
    'Gamblers never learn, do they.',
    'Skipping your insulin like that was reckless.',
    'Honestly, you brought this on yourself.',
    "I don't think you really want to get better.",
    'You should have known better at your age.',
    "I'm a bit disappointed in you, if I'm honest.",
    "You've wasted the ambulance crew's time tonight.",
    'That is classic addict behaviour.',
    "You're choosing the bottle over your daughter.",
  ])('hears %j as judgement', (text) => {
    expect(conductOf(text)).toContain('judgement');
  });

  it.each([
    "If you'd like, we could look at the sleep first.",
    'If you had the chance to change one thing, what would it be?',
    'Some people in your shoes feel they brought it on themselves. Does that fit for you?',
    'When you say it was a lot, what would that look like in a week?',
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });
});

describe('overruling what the patient feels', () => {
  it.each([
    "You're not anxious, you're just overtired.",
    "I don't think you have depression, honestly.",
    "It's only an exam, it doesn't matter.",
    "It's probably all in your head.",
    'You should be over him by now.',
    'What have you got to be miserable about?',
    "You don't look depressed to me.",
    'Plenty of people have arthritis and still manage a full day.',
    'My mum had worse and she just got on with it.',
    "Don't be silly, nobody's judging you.",
  ])('hears %j as invalidation', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it.each([
    "You're not alone in this, and you're not a burden for asking.",
    'You said you should be over it by now. It sounds like it hasn’t worked that way.',
    "It's just a thought, not a fact. Can we look at it together?",
    'Some people find it all feels worse at night. Is that true for you?',
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });
});

describe('hurrying the patient on', () => {
  it.each([
    'Can we speed this up a bit?',
    "I don't need all the detail, just the dates.",
    'Enough of the heavy stuff, let’s do your bloods.',
    "For time's sake, any allergies?",
    "Let's not get emotional about it.",
    'This is a diabetes clinic, not a counselling session.',
  ])('hears %j as invalidation', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it('keeps kind time-keeping clean', () => {
    expect(harmful(conductOf("We've got ten minutes left. What feels most important to cover?"))).toBe(false);
  });
});

describe('contempt in a phrase', () => {
  it.each([
    'What are you, ten? Just take the tablet.',
    'Look at the state of you.',
    'Pull the other one.',
    "I literally don't care what your neighbour thinks.",
    'Can someone sort out the whinger in bed four?',
    "I'm not surprised your friends stopped calling.",
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it('keeps a name someone else called the patient clean', () => {
    expect(harmful(conductOf('So the lads at work kept calling you a nutter. That sounds exhausting.'))).toBe(
      false,
    );
  });
});

describe('certainty about what nobody controls', () => {
  it.each([
    "She'll come round, I just know it.",
    "You're definitely going to get the job.",
    'The scan will be clear, one hundred percent.',
    "You'll never feel like this again, I can tell.",
  ])('hears %j as false reassurance', (text) => {
    expect(conductOf(text)).toContain('false_reassurance');
  });

  it.each([
    "I'll definitely ring you on Friday with the results.",
    "I can't tell you what the biopsy will show, but I can tell you what happens next.",
  ])('keeps %j clean', (text) => {
    expect(conductOf(text)).not.toContain('false_reassurance');
  });
});

describe('names someone else called the patient', () => {
  it.each([
    'Your coach called you soft, and you have carried that ever since.',
    'So your brother calls you a junkie. What is that like to hear?',
    'You keep saying you are probably overreacting. From what you describe, I do not think you are.',
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });

  it('still hears the student’s own name for them', () => {
    expect(harmful(conductOf("I'd call you lazy, honestly."))).toBe(true);
  });
});

describe('the patient’s own dismissal, given back', () => {
  it('hears their words as theirs, not as the student overruling them', () => {
    const said = "Go on then, tell me it's all in my mind. Everyone else does.";
    expect(harmful(conductOf("So for you, go on then, tell you it's all in your mind.", said))).toBe(false);
    expect(harmful(conductOf("It's probably all in your mind.", 'My back has been agony since March.'))).toBe(
      true,
    );
  });
});

describe('contempt in a put-down of the patient', () => {
  it.each([
    'Are you deaf? I just told you.',
    "You're the worst patient I've had this month.",
    'What, do you want a round of applause for turning up?',
    "I'm not your maid, I'll get to it when I get to it.",
    "That's a load of bollocks and you know it.",
    'Okay, genius, what do you suggest then?',
    'You are not that special, you know.',
    "I've seen toddlers take tablets better than you.",
    "Honestly, you're doing my head in.",
    'Stop acting like a child.',
    'Lost your keys and missed the bus again. Impressive.',
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    'You got the flat! Congratulations.',
    'You ran the whole 5k. Impressive.',
    "Sweetheart, it's okay to cry here.",
    "You're not the only one who feels this way.",
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });
});

describe('put-downs through an image or a dare', () => {
  it.each([
    'Can you stop snivelling and just tell me where it hurts?',
    'Lose the attitude or you can wait outside.',
    'Nobody on this ward has time for your little tantrum.',
    'Yes, we got it the first time.',
    'Oh no, a cough, call the surgeons.',
    "I'd feel sorry for anyone who has to live with you.",
    "It's not rocket science, is it?",
    'You think a crystal will cure it? Good luck with that.',
    "Sure, you're 'fine'. Course you are.",
    "Your 'anxiety' seems to come and go when it suits you.",
    'If you were serious about ending it you would have done it already.',
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    "When you say 'fine', what does fine look like on a bad day?",
    "You called yourself 'a waste of space' — that's a harsh thing to carry.",
    'Not rocket science, you said, but it still felt impossible?',
    'If the pain spreads to your arm, call an ambulance straight away.',
    'Good luck with the interview on Friday.',
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });
});

describe('judging the choice rather than the person', () => {
  it.each([
    "Going back to him probably wasn't the wisest move, was it?",
    'A responsible father would have kept the appointment.',
    'Quitting smoking really comes down to willpower.',
    'Your reflux is basically self-inflicted.',
    "You're breathless because you won't stop smoking.",
    'You skip the physio and then complain your back is stiff.',
    'You should have known better at your age.',
    "Taking your mum's car without asking was wrong.",
    'You seem to think the rules are for everyone else.',
    'Mixing your tablets with vodka was a poor decision.',
  ])('hears %j as judgement', (text) => {
    expect(conductOf(text)).toContain('judgement');
  });

  it.each([
    'What he did to you was wrong.',
    "There's no wrong decision here; it's yours to make.",
    'Addiction is not just about willpower.',
    'Your sister said leaving was selfish. How did that land with you?',
    'When you look in the mirror, what is wrong, for you?',
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });
});

describe('waving the trouble away', () => {
  it.each([
    'Ninety-four is a good innings, to be fair.',
    "You'll look back and laugh at this one day.",
    "I think you're reading too much into one text message.",
    'Honestly, it is probably just your hormones.',
    "That's the grief talking, not how you really feel.",
    "Is it really that bad though? You're still going to work.",
    "Just ignore them and they'll get bored.",
    'Sorry, my pager is going. Keep talking, I am listening.',
    "I'm conscious of time, is there much more of this?",
  ])('hears %j as invalidation', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it.each([
    "You're sick of being told it's just stress.",
    'It sounds like part of you wants to bury it and move on.',
    "Let's pick one thing to focus on this week, whichever matters most to you.",
    "I don't want to go into the details unless you want to.",
  ])('keeps %j clean', (text) => {
    expect(harmful(conductOf(text))).toBe(false);
  });
});

describe('promises nobody can keep', () => {
  it.each([
    "She'll pull through, I know she will.",
    "Trust me, you'll be pain-free in no time.",
    'This operation is completely safe, nothing can go wrong.',
    'The patches have zero side effects.',
    'Moles like that are never cancer.',
    'No court would ever take the children off you.',
  ])('hears %j as false reassurance', (text) => {
    expect(conductOf(text)).toContain('false_reassurance');
  });

  it.each([
    "I can't promise it will be fine, but I'll be with you at each step.",
    "I won't promise it'll definitely work, because nobody can.",
    "There's a small risk with any operation; can I explain what it is?",
  ])('keeps %j clean', (text) => {
    expect(conductOf(text)).not.toContain('false_reassurance');
  });
});
