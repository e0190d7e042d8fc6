/**
 * Probes of how a medical station's patient answers and how the student's lines are coded, by the
 * question a clinical supervisor asks: would I agree with how the patient reacted and how the line
 * was scored? Six classes of failure found by playing the medical cases, each with a development
 * half (read while changing the engine and the coder) and a held-out half (only measured). Written
 * as a supervisor would phrase them, without reading the engine's or the coder's word lists.
 *
 * Run: node --import tsx scripts/eval-medical-probes.ts [--set dev|heldout] [--show]
 */

/** A line played to a medical case after a short warm-up. */
export interface EngineProbe {
  persona: string;
  line: string;
  /** History: the case facts that answer it (any one will do). */
  expect?: readonly string[];
  /** Facts the line must not draw (a red flag not asked about, the agenda not invited). */
  never?: readonly string[];
}

/** A line coded on its own: acts it must not be heard as. */
export interface CodingProbe {
  line: string;
  not: readonly string[];
}

/** A line against one shared checklist template: whether it should count towards the item. */
export interface CueProbe {
  line: string;
  template: string;
  meets: boolean;
}

export interface Halves<T> {
  dev: readonly T[];
  heldout: readonly T[];
}

/**
 * 1. The doctor explains (a diagnosis, a result, a procedure, a treatment) in plain words: the
 * patient takes it in and engages (a question, a worry, an acknowledgement), never "Sorry, what?".
 */
export const EXPLANATION: Halves<EngineProbe> = {
  dev: [
    {
      persona: 'gareth-hughes',
      line: 'So the heart tracing shows a strain pattern, which means your heart may not be getting quite enough blood.',
    },
    {
      persona: 'mei-lin-zhou',
      line: 'High blood pressure means the pressure in your arteries is higher than it should be, and over years that can damage the heart and the kidneys.',
    },
    {
      persona: 'liam-brennan',
      line: 'The scan of your brain came back normal, but the tracing of your brainwaves shows a pattern we see in epilepsy.',
    },
    {
      persona: 'nadia-hussain',
      line: 'A colonoscopy is a test where we pass a thin flexible tube with a camera through the back passage to look at the lining of the bowel.',
    },
    {
      persona: 'winston-campbell',
      line: 'Your HbA1c is a blood test that tells us your average sugar over the last three months, and yours has gone up to 74.',
    },
    {
      persona: 'amara-okafor',
      line: 'From what you describe, I think fluid may be building up because your heart is not pumping as strongly as it used to.',
    },
    {
      persona: 'lucy-bennett',
      line: 'The pregnancy test is positive, and with the pain on one side we need to rule out a pregnancy outside the womb.',
    },
    {
      persona: 'kevin-doyle',
      line: 'Your liver blood tests are raised, and the most likely reason is the amount of alcohol you have been drinking.',
    },
    {
      persona: 'eileen-fraser',
      line: 'Your blood pressure drops a lot when you stand up, and the new tablet you started is probably making that worse.',
    },
    {
      persona: 'helen-marsh',
      line: 'Because of your history, we would like to arrange an urgent scan of your head today, just to be sure.',
    },
  ],
  heldout: [
    {
      persona: 'ahmed-karimi',
      line: 'Your chest X-ray shows a shadow at the top of the right lung, and we need more tests to find out what it is.',
    },
    {
      persona: 'mei-lin-zhou',
      line: 'The tablet I would suggest is called amlodipine; it relaxes the blood vessels, and the main side effect is some ankle swelling.',
    },
    {
      persona: 'nadia-hussain',
      line: 'During the test you can have some sedation, which makes you drowsy and relaxed but you would still be awake.',
    },
    {
      persona: 'liam-brennan',
      line: 'Epilepsy just means a tendency to have seizures, and for most people tablets control it well.',
    },
    {
      persona: 'gareth-hughes',
      line: 'An angiogram is where we put a fine tube into the artery at your wrist and inject dye to see the heart arteries on X-ray.',
    },
    {
      persona: 'winston-campbell',
      line: 'The numbness in your feet is from the sugar damaging the nerves, which is why checking your feet every day matters so much.',
    },
    {
      persona: 'piotr-zielinski',
      line: 'The nerves at the bottom of your spine seem to be squashed, and that can affect your bladder, so we need an MRI scan tonight.',
    },
    {
      persona: 'sophie-clarke',
      line: "The spots on his legs don't fade under the glass, and in a child with a fever we treat that as serious until proven otherwise.",
    },
    {
      persona: 'riley-shaw',
      line: 'The swabs will tell us which infection it is, but because of the pain we will treat you today with antibiotics.',
    },
    {
      persona: 'daniel-cho',
      line: 'PEP is a month of tablets that lowers the chance of HIV taking hold, and it works best the sooner you start it.',
    },
  ],
};

/**
 * 2. A direct history question in the middle of the session, whatever the trust, gets the case's
 * fact; a red flag only when asked about specifically, the agenda only when invited.
 */
export const HISTORY: Halves<EngineProbe> = {
  dev: [
    { persona: 'amara-okafor', line: 'How many pillows do you need at night?', expect: ['orthopnoea'] },
    { persona: 'helen-marsh', line: 'Do you drive at all?', expect: ['drives-to-work'] },
    {
      persona: 'eileen-fraser',
      line: 'Do you use a walking stick or a frame?',
      expect: ['stick-in-cupboard'],
    },
    { persona: 'winston-campbell', line: 'How are your feet, any numbness?', expect: ['feet-numb'] },
    { persona: 'ahmed-karimi', line: 'Have you lost any weight without trying?', expect: ['weight-loss'] },
    { persona: 'sophie-clarke', line: 'How many wet nappies has he had today?', expect: ['fewer-nappies'] },
    { persona: 'piotr-zielinski', line: 'What do you do for a living?', expect: ['work'] },
    {
      persona: 'riley-shaw',
      line: 'How many sexual partners have you had in the last three months?',
      expect: ['number-of-partners'],
    },
    {
      persona: 'chloe-bauer',
      line: 'Are you still taking your medication?',
      expect: ['aripiprazole-stopped'],
    },
    { persona: 'daniel-cho', line: 'How has your sleep been?', expect: ['sleep-awake'] },
    { persona: 'kevin-doyle', line: 'And do you smoke at all?', expect: ['ex-smoker'] },
    { persona: 'lucy-bennett', line: 'Have you had any spotting or bleeding?', expect: ['spotting'] },
    {
      persona: 'gareth-hughes',
      line: 'Is there anything else you want to tell me?',
      never: ['sweating-nausea', 'breathless-with-pain', 'tightness-on-hill', 'concern-like-dad'],
    },
    {
      persona: 'lucy-bennett',
      line: 'How are you feeling in yourself?',
      never: ['concern-pregnant', 'shoulder-tip', 'near-faint'],
    },
  ],
  heldout: [
    {
      persona: 'amara-okafor',
      line: 'Do you ever wake up in the night gasping for breath?',
      expect: ['night-gasping'],
    },
    { persona: 'helen-marsh', line: 'Has your memory been any different lately?', expect: ['forgetful'] },
    { persona: 'eileen-fraser', line: 'Do you still drive?', expect: ['driving'] },
    { persona: 'winston-campbell', line: 'What do you normally eat in a day?', expect: ['diet'] },
    { persona: 'ahmed-karimi', line: 'Do you get sweats at night?', expect: ['night-sweats'] },
    {
      persona: 'sophie-clarke',
      line: 'Is he drinking and feeding normally?',
      expect: ['eating-drinking-less'],
    },
    { persona: 'piotr-zielinski', line: 'How is this affecting your day-to-day life?', expect: ['impact'] },
    {
      persona: 'riley-shaw',
      line: 'Have you ever had a sexual health screen before?',
      expect: ['last-test'],
    },
    { persona: 'chloe-bauer', line: 'How have you been sleeping?', expect: ['sleep-poor'] },
    { persona: 'daniel-cho', line: 'Who do you live with?', expect: ['lives-with-priya'] },
    { persona: 'kevin-doyle', line: 'How much do you drink in a typical week?', expect: ['drink-quantity'] },
    {
      persona: 'winston-campbell',
      line: 'Do you ever go shaky or sweaty, like your sugar is low?',
      expect: ['hypo-spells'],
    },
    {
      persona: 'helen-marsh',
      line: 'Anything else going on?',
      never: ['concern-cancer-back', 'morning-vomiting', 'vision-greying'],
    },
    {
      persona: 'amara-okafor',
      line: 'How are things otherwise?',
      never: ['concern-like-emeka', 'palpitations'],
    },
  ],
};

/**
 * 3. Ordinary consultation lines: the reply is judged for counselling talk a patient in a medical
 * consultation would not say (feelings talk, "I don't know where to start", "I'm not ready to go
 * into it"). The judge is `COUNSELLING_TALK` below.
 */
export const FILLER: Halves<EngineProbe> = {
  dev: [
    { persona: 'gareth-hughes', line: 'Okay, I would like to ask you a few questions about the pain.' },
    { persona: 'helen-marsh', line: 'Do you drive?' },
    { persona: 'lucy-bennett', line: 'And how are you getting on otherwise?' },
    { persona: 'amara-okafor', line: 'Right.' },
    { persona: 'winston-campbell', line: 'How are you getting on with the tablets?' },
    { persona: 'eileen-fraser', line: 'Can you tell me about the falls?' },
    { persona: 'piotr-zielinski', line: 'Okay, thank you. I am going to ask some more questions now.' },
    { persona: 'mei-lin-zhou', line: 'How have you been keeping generally?' },
    { persona: 'kevin-doyle', line: 'What do you make of the blood results?' },
    { persona: 'nadia-hussain', line: 'Is it all right if I explain a bit about the test?' },
    { persona: 'lucy-bennett', line: 'Okay.' },
    { persona: 'piotr-zielinski', line: 'Mm, I see.' },
    { persona: 'kevin-doyle', line: 'Right, thank you, that is helpful.' },
  ],
  heldout: [
    { persona: 'ahmed-karimi', line: 'Let me go through some other questions with you.' },
    { persona: 'sophie-clarke', line: 'How has he been today?' },
    { persona: 'riley-shaw', line: 'Okay. Go on.' },
    { persona: 'daniel-cho', line: 'How is work going?' },
    { persona: 'winston-campbell', line: 'Tell me about your round at work.' },
    { persona: 'gareth-hughes', line: 'How are things at home?' },
    { persona: 'helen-marsh', line: 'I see.' },
    { persona: 'liam-brennan', line: 'I would like to talk through what the tests showed, if that is okay.' },
    { persona: 'eileen-fraser', line: 'How do you manage at home?' },
    { persona: 'priya-nair', line: 'How is your breathing these days?' },
    { persona: 'amara-okafor', line: 'Okay, thank you.' },
    { persona: 'winston-campbell', line: 'Mm.' },
    { persona: 'mei-lin-zhou', line: 'Right, I understand.' },
  ],
};

/** Counselling talk in a patient's reply: said in therapy, not by a patient seeing a doctor. */
export const COUNSELLING_TALK =
  /\b(where (do i|to) (start|begin)|hard to put into words|(tangled|mixed) up together|still trying to work (that|it) out|not (sure i'm |)ready to (get into|go into|talk)|harder to talk about|don't (really )?want to go into it|i don't (really )?know how to (say|describe|explain)|round and round|sits with me|more than i let on|how i feel about|my feelings|open up|(been|keep) thinking about (it|that) a lot|i've tried that\. it didn't|it's complicated|there's stuff there|maybe another time|some days are worse|i (can't|cannot) really explain)\b/i;

/**
 * 4. Asked about harm to others, the patient answers about others: a case's own fact where it has
 * one (a threat made, a weapon), otherwise a plain no; never its answer about suicide.
 */
export const HARM_TO_OTHERS: Halves<EngineProbe> = {
  dev: [
    { persona: 'gareth-hughes', line: 'Have you had any thoughts of hurting anyone else?' },
    { persona: 'lucy-bennett', line: 'Have you ever felt like you might harm someone?' },
    { persona: 'mei-lin-zhou', line: 'Any thoughts of harming other people?' },
    { persona: 'kevin-doyle', line: 'When you have had a drink, have you ever hurt anyone?' },
    { persona: 'nadia-hussain', line: 'Do you ever have thoughts of hurting other people?' },
    {
      persona: 'chloe-bauer',
      line: 'Have you thought about hurting your neighbour?',
      expect: ['neighbour-confrontation'],
    },
    { persona: 'marcus-reid', line: 'Have you had any thoughts of harming anyone else?' },
    { persona: 'alex-morgan', line: 'Have you ever wanted to hurt someone else?' },
  ],
  heldout: [
    { persona: 'helen-marsh', line: 'Have you had thoughts about harming anybody else?' },
    { persona: 'piotr-zielinski', line: 'Have you ever felt like hurting someone?' },
    { persona: 'liam-brennan', line: 'Any urges to hurt other people?' },
    { persona: 'priya-nair', line: 'Have you had any thoughts of hurting somebody?' },
    { persona: 'frank-miller', line: 'Have you ever felt you might hurt someone else?' },
    {
      persona: 'chloe-bauer',
      line: 'Have you had any thoughts of harming other people?',
      expect: ['neighbour-confrontation'],
    },
    { persona: 'sam-okoro', line: 'Do you ever get thoughts about harming anyone?' },
    { persona: 'winston-campbell', line: 'Have you had any thoughts of hurting anyone else?' },
  ],
};

const HARM: readonly string[] = ['advice', 'confrontation', 'hostility', 'invalidation'];

/**
 * 5. Checking a name is not advice; asking for an honest answer is not confrontation.
 */
export const CODING: Halves<CodingProbe> = {
  dev: [
    { line: 'You must be Lucy?', not: HARM },
    { line: 'You must be Mr Hughes, is that right?', not: HARM },
    { line: 'Hello, you must be Amara. I am one of the doctors.', not: HARM },
    { line: "You must be Gareth's wife?", not: HARM },
    { line: 'Tell me honestly, how much are you drinking in a week?', not: HARM },
    { line: 'Please be honest with me about how much you drink.', not: HARM },
    { line: 'Can you be honest with me, do you use any drugs?', not: HARM },
    { line: 'I need you to be honest with me about the smoking, it really matters.', not: HARM },
    { line: 'Tell me honestly, have you been taking the tablets every day?', not: HARM },
    { line: 'Be honest with me, how many cigarettes do you smoke?', not: HARM },
  ],
  heldout: [
    { line: 'You must be Mrs Fraser?', not: HARM },
    { line: 'Good morning, you must be Winston.', not: HARM },
    { line: 'Ah, you must be Sophie, and this must be Leo?', not: HARM },
    { line: 'You must be Dr Okoro, is it?', not: HARM },
    { line: 'Tell me honestly, what do you think is going on?', not: HARM },
    { line: "It's really important that you're honest with me about the alcohol.", not: HARM },
    { line: 'Could you be honest with me about whether you have missed any doses?', not: HARM },
    { line: 'Be honest with me, have you had any unprotected sex?', not: HARM },
    { line: 'Honestly tell me, how much weed are you using?', not: HARM },
    { line: 'Can you be totally honest with me about how often you drink?', not: HARM },
  ],
};

/**
 * 6. Shared template cues: an everyday word that only starts like a cue word (pillows, easy,
 * relatively), or a question about something else (the patient's name), must not meet the item;
 * the item's own questions still do.
 */
export const CUES: Halves<CueProbe> = {
  dev: [
    { line: 'How many pillows do you sleep on?', template: 'drugs-allergies', meets: false },
    { line: 'What name would you like me to use?', template: 'expectations', meets: false },
    { line: 'What would you like me to call you?', template: 'expectations', meets: false },
    { line: 'Are you relatively well otherwise?', template: 'family-history', meets: false },
    { line: 'Have you moved house recently?', template: 'socrates-radiation', meets: false },
    { line: 'Is it easy for you to get here?', template: 'socrates-exacerbating', meets: false },
    { line: 'Do you take any medication?', template: 'drugs-allergies', meets: true },
    { line: 'What were you hoping we could do for you today?', template: 'expectations', meets: true },
    { line: 'Does the pain go anywhere else?', template: 'socrates-radiation', meets: true },
    { line: 'Does anything run in the family?', template: 'family-history', meets: true },
  ],
  heldout: [
    { line: 'Do you prop yourself up on extra pillows at night?', template: 'drugs-allergies', meets: false },
    { line: 'How would you like me to address you?', template: 'expectations', meets: false },
    { line: 'What should I call you, is Robert okay?', template: 'expectations', meets: false },
    { line: 'Have you been relatively healthy until now?', template: 'family-history', meets: false },
    { line: 'Are your bowels moving normally?', template: 'socrates-radiation', meets: false },
    { line: 'Is that an easy walk for you normally?', template: 'socrates-exacerbating', meets: false },
    { line: 'Are you on any pills at the moment?', template: 'drugs-allergies', meets: true },
    { line: 'What would you like to happen today?', template: 'expectations', meets: true },
    { line: 'Does it spread to your arm or jaw?', template: 'socrates-radiation', meets: true },
    { line: 'Has anybody in your family had heart trouble?', template: 'family-history', meets: true },
  ],
};
