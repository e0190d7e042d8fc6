// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { codeUtterance } from './code';

// Hand-written wordings, one rule family per block, each with lines that must stay clean.
const PATIENT = "Work has been relentless and I can't switch off at night.";
const conductOf = (text: string, previousPatient = PATIENT) =>
  codeUtterance(text, { previousPatient }).conduct;

describe('traits predicated of the patient', () => {
  it.each([
    'Honestly, you are so needy.',
    'Are you always this clingy with people?',
    "You've always been a bit of a quitter.",
    'You come across as pretty spineless.',
    "You're really tiresome to work with.",
    'Wow, you can be so melodramatic.',
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    ['You feel like a burden to everyone.', "I'm such a burden on my family."],
    ['You sound exhausted.', PATIENT],
    ['Part of you thinks you are weak for asking for help.', 'Asking for help feels weak.'],
    ['How are you a burden, in your eyes?', "I'm just a burden to them."],
  ])('keeps %j clean', (text, patient) => {
    expect(conductOf(text, patient)).toEqual([]);
  });
});

describe('sending the patient away', () => {
  it.each([
    'Get out of my office.',
    "Why don't you do everyone a favour and disappear.",
    'Honestly, do us all a favor and just go away.',
    'Right, get out of my sight, I have a real patient waiting.',
    'Sign the form and get out.',
    'Just get out!',
    'Go on, get out of here.',
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    'Did you manage to get out of the house this week?',
    'It might help to get out.',
    'When did you last get out?',
    'You should try to get out more.',
    'Do me a favour and tell me if the pain gets any worse.',
    'You said you just wanted to disappear. Can you tell me more about that?',
  ])('keeps %j clean', (text) => {
    expect(conductOf(text, 'Some days I just want to disappear.')).not.toContain('hostility');
  });
});

describe('blame and moralising', () => {
  it.each([
    "Let's be honest, you made your own bed here.",
    'If you had listened to your doctor, none of this would have happened.',
    "Well, you're the common denominator in every one of these stories.",
    'Serves you right for trusting him, really.',
    'You ought to be ashamed of how you spoke to her.',
  ])('hears %j as judgement', (text) => {
    expect(conductOf(text)).toContain('judgement');
  });

  it('keeps the patient’s own self-blame, voiced back, a reflection', () => {
    expect(
      conductOf('You feel it was your own fault.', 'I keep telling myself it was my own fault.'),
    ).toEqual([]);
  });
});

describe('shrinking the trouble and impatience', () => {
  it.each([
    "It's only nerves, that's all.",
    "Come on, it's not exactly the end of the world.",
    'People with cancer have real problems, you know.',
    'When I was your age we just got on with things.',
    "You're getting worked up over nothing.",
    "I don't have all day, so keep it brief.",
    "Sorry, I'm not that interested in the details.",
    "Let's cut to the chase.",
  ])('hears %j as invalidation', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it.each([
    'It makes sense that this has worn you down.',
    'Anyone in your shoes would find that hard.',
    "Let's take our time with this.",
  ])('keeps %j clean', (text) => {
    expect(conductOf(text)).toEqual([]);
  });
});

describe('sarcasm and mock pity', () => {
  it.each([
    'Oh, you poor thing, what an utterly tragic week.',
    'Riiight, your life is sooo hard.',
    'Goodness, how ever will you cope.',
    'The toughest day anyone has ever had, clearly.',
    'What a surprise.',
    'Oh dear, did someone get out of bed on the wrong side?',
    'You sound like a toddler who lost a sweet.',
    "No offence, but that's a weird thing to be upset about.",
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it('keeps a reflection of feeling that the world is against them clean', () => {
    expect(conductOf('You feel like everyone is against you.', 'Nobody at work is on my side.')).toEqual([]);
  });
});

describe('dismissing a disclosure', () => {
  const DISCLOSURE = "Some days I think it'd be easier if I just didn't wake up.";
  const after = (text: string) =>
    codeUtterance(text, { previousPatient: DISCLOSURE, disclosure: DISCLOSURE, riskRaised: true }).conduct;
  it.each([
    "Surely you wouldn't actually do anything.",
    "I don't think you'd ever go through with it.",
    "Let's not get all gloomy now.",
    'Hearing that makes me uncomfortable, to be honest.',
    'Think about your kids. It would be so unfair on them.',
    "It's just the stress talking.",
  ])('hears %j as invalidation', (text) => {
    expect(after(text)).toContain('invalidation');
  });

  it.each(['That sounds frightening. Tell me more about those thoughts.', 'Thank you for telling me that.'])(
    'keeps %j clean',
    (text) => {
      expect(after(text)).toEqual([]);
    },
  );
});

describe('risk follow-ups never read as off topic', () => {
  it.each([
    ['Is there a firearm in the house?', 'means'],
    ['Have you picked a deadline for it?', 'timing'],
    ['From nought to ten, how strong is the pull right now?', 'intent'],
  ])('codes %j as a follow-up (%s), not off topic', (text, move) => {
    const c = codeUtterance(text, {
      previousPatient: "I've thought about how I'd do it.",
      riskRaised: true,
      disclosure: "I've thought about how I'd do it.",
    });
    expect(c.risk).toContain(move);
    expect(c.conduct).not.toContain('off_topic');
  });
});

describe('more everyday wordings of the same rules', () => {
  it.each([
    "You're a hard person to help, you know.",
    'Has nobody mentioned how exhausting you are?',
    'Some people are natural complainers.',
  ])('hears the insult in %j', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    "Well, that's hardly a crisis.",
    "It's not like anything terrible has happened to you.",
    'In the grand scheme of things it barely registers.',
    "Feeling low now and then isn't really a mental health problem.",
  ])('hears the minimising in %j', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it.each([
    'If you had listened to your GP you would not be feeling like this.',
    "You've basically pushed everyone away yourself.",
  ])('hears the blame in %j', (text) => {
    expect(conductOf(text)).toContain('judgement');
  });

  it.each([
    'Riveting stuff.',
    'Gripping. Do go on.',
    'Right, and I suppose that is somebody else’s fault as well.',
  ])('hears the sarcasm in %j', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    "You've told me that about four times now.",
    "Sorry, I zoned out for a moment. It doesn't matter.",
    "I've got other clients to see, so let's be quick.",
  ])('hears the impatience in %j', (text) => {
    expect(conductOf(text)).toContain('invalidation');
  });

  it.each(['I went on a long walk at the weekend myself.', 'Mine are the same, always escaping the garden.'])(
    'does not take the student’s own story %j for a reflection',
    (text) => {
      const c = codeUtterance(text, { previousPatient: 'I walk the dogs every morning.' });
      expect(c.codes).not.toContain('simple_reflection');
    },
  );
});

describe('after a disclosure: more dismissals, and staying with it', () => {
  const DISCLOSURE = "Lately I've been thinking everyone would manage fine without me.";
  const after = (text: string) =>
    codeUtterance(text, { previousPatient: DISCLOSURE, disclosure: DISCLOSURE, riskRaised: true }).conduct;
  it.each([
    "Let's put a pin in that and park it for now.",
    'You look perfectly fine to me.',
    'Honestly, it cannot be all that bad.',
    "You don't strike me as the type.",
    "Let's get back on track.",
    "People who say that rarely act on it, so I'm not too worried.",
  ])('hears %j as invalidation', (text) => {
    expect(after(text)).toContain('invalidation');
  });
});

describe('screening in everyday words', () => {
  it.each([
    'Do you ever get so tired of life that you want it to stop?',
    'Has it felt like it would be better if you were not around?',
    "Have you thought it wouldn't matter if you died?",
    'Does dying ever seem like the only way out?',
    'Have you ever hurt your own body when things got too much?',
    'Do you ever feel like you want to hurt someone at home?',
  ])('hears %j as a risk screen', (text) => {
    const c = codeUtterance(text, { previousPatient: PATIENT });
    expect(c.acts).toContain('risk_screening');
  });
});

describe('history questions are never off topic', () => {
  /** A patient whose story the engine knows. */
  const TEACHER = {
    previousPatient: "I teach Year Two and I can't sleep.",
    vocabulary: new Set(['teach', 'sleep']),
  };
  it.each([
    'When did you first notice it?',
    'Are you on any meds at the moment?',
    'How old were you when it began?',
    // A full history ranges far beyond what the patient has said so far.
    'Any tightness in your chest or palpitations when you climb a hill?',
    'Do you wake up in the small hours and struggle to drop off again?',
    'Is there any blood when you cough?',
    'Do you use condoms with new partners?',
    'How many units a week would you say, honestly?',
    'Have you ever injected?',
    'Have you ever blacked out or had a fit?',
    'Do you have any allergies to penicillin?',
    // Naming a feeling, and looking after the patient in the room.
    'You sound utterly terrified of the withdrawal.',
    'Would you like a tissue, or some water?',
    'Sorry, I cut across you there. Please carry on.',
    'What should I call you, Mr Obi or Daniel?',
  ])('keeps %j on topic for a patient whose story is known', (text) => {
    const c = codeUtterance(text, TEACHER);
    expect(c.conduct).not.toContain('off_topic');
  });

  it.each([
    'What music are you into?',
    'Have you tried the new ramen place?',
    'Which car would you buy, electric or petrol?',
  ])('still hears chat about nothing in their life, %j, as off topic', (text) => {
    const c = codeUtterance(text, TEACHER);
    expect(c.conduct).toContain('off_topic');
  });
});

describe('verdicts in words no list anticipated (AFINN valence)', () => {
  it.each([
    "You're so rude to people.",
    "Honestly, you're quite arrogant.",
    'You can be really cruel, you know.',
  ])('hears %j as hostility', (text) => {
    expect(conductOf(text)).toContain('hostility');
  });

  it.each([
    "You're annoyed with him for cancelling.",
    "You're concerned about the baby's health.",
    'You were disappointed in how it went.',
    "You're lonely since she moved out.",
  ])('keeps the state or feeling in %j clean', (text) => {
    expect(conductOf(text)).toEqual([]);
  });
});

describe('rhetorical questions, endearments and resigned sighs', () => {
  it.each([
    ['Did nobody ever tell you how needy you are?', 'hostility'],
    ["You're literally the kind of client nobody wants on their list.", 'hostility'],
    ['You sound like my ten-year-old nephew.', 'hostility'],
    ['*sigh* Okay. Go on then, I suppose.', 'hostility'],
    ["Darling, you don't need to give me every little detail.", 'invalidation'],
    ['Could you maybe just stop worrying about it?', 'invalidation'],
    ['It was only an argument with your sister, really.', 'invalidation'],
  ])('hears %j as %s', (text, code) => {
    expect(conductOf(text)).toContain(code);
  });

  it('keeps a reflection of not feeling confident clean', () => {
    expect(conductOf("You're just not feeling confident about the exam.")).toEqual([]);
  });
});

describe('honest limits and promises of what the speaker will do', () => {
  const PATIENT_WORRY = "I'm scared the lump is something bad.";
  it.each([
    "I can't say for sure what the biopsy will show, but I promise I'll phone you the day it comes back.",
    "I can't promise it won't come back. What I can promise is that we'll keep an eye on it together.",
    "I won't pretend to know how this ends. I can promise we'll go through every result together.",
    "I can't guarantee you'll be home by the weekend; it depends on tomorrow's bloods.",
    "I promise I'll read the letter before we next meet.",
  ])('neither codes nor hears %j as false reassurance', (text) => {
    const c = codeUtterance(text, { previousPatient: PATIENT_WORRY });
    expect(c.conduct).not.toContain('false_reassurance');
    expect(c.acts).not.toContain('premature_reassurance');
  });

  it.each([
    "I promise you'll be absolutely fine.",
    "I promise it's nothing serious.",
    'Trust me, I guarantee the treatment will work.',
    "Don't worry, everything will be fine.",
  ])('still hears %j as false reassurance', (text) => {
    expect(codeUtterance(text, { previousPatient: PATIENT_WORRY }).conduct).toContain('false_reassurance');
  });
});

describe('saying what happens next is not self-disclosure', () => {
  it.each([
    "I'm going to listen to your chest now, is that okay?",
    "I'm going to be upfront with you: the results aren't what we hoped.",
    "I'm gonna ask the registrar to come and see you.",
    "I've got to stop you there, we're nearly out of time.",
  ])('does not code %j as the student talking about themselves', (text) => {
    expect(codeUtterance(text, { previousPatient: PATIENT }).acts).not.toContain('self_disclosure');
  });

  it.each(["I'm going to Spain next week, can't wait.", "I've just booked a trip to Lisbon."])(
    'codes %j as self-disclosure',
    (text) => {
      expect(codeUtterance(text, { previousPatient: PATIENT }).acts).toContain('self_disclosure');
    },
  );
});
