import type { StationTranscript } from './types';

/**
 * Held out: written from the cases' task and item labels only, before the detector was tuned, and
 * never used while tuning. A breathlessness history (amara-okafor), telling a son of his mother's
 * death (david-forsyth) and a psychiatric history in a relapse of schizophrenia (chloe-bauer), each
 * thorough and poor.
 */
export const AMARA_THOROUGH: StationTranscript = {
  id: 'amara-thorough',
  personaId: 'amara-okafor',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Good morning, I'm Tom, one of the GPs here. Could you tell me your name and date of birth, please?",
      meets: ['introduction'],
    },
    { say: 'How can I help you today?', meets: ['opening-question'] },
    {
      say: 'When did you first notice the breathlessness, and did it come on quickly or slowly over time?',
      meets: ['onset'],
    },
    { say: 'Can you describe what the breathlessness feels like for you?', meets: ['character'] },
    { say: 'Is it there all the time, or does it come and go?', meets: ['timing'] },
    {
      say: 'What makes it worse, and is there anything that helps it?',
      meets: ['exacerbating-relieving'],
    },
    {
      say: 'How far can you walk on the flat before you have to stop? And how about stairs?',
      meets: ['exercise-tolerance'],
    },
    {
      say: 'Are you more breathless when you lie flat? How many pillows do you sleep on?',
      meets: ['orthopnoea'],
    },
    {
      say: 'Do you ever wake up in the night gasping for breath?',
      meets: ['night-breathlessness'],
    },
    { say: 'Have you noticed any swelling in your ankles or legs?', meets: ['ankle-swelling'] },
    {
      say: 'Have you had a cough? Are you bringing anything up?',
      meets: ['cough-sputum'],
    },
    { say: 'Have you noticed any other symptoms?', meets: ['associated-symptoms'] },
    { say: 'Have you had any chest pain?', meets: ['red-flag-chest-pain'] },
    { say: 'Have you coughed up any blood?', meets: ['red-flag-haemoptysis'] },
    {
      say: 'Any blackouts, fainting or feeling dizzy?',
      meets: ['red-flag-syncope'],
    },
    {
      say: 'Have you felt your heart racing or beating irregularly?',
      meets: ['red-flag-palpitations'],
    },
    {
      say: 'Have you had a fever or felt shivery, or felt like you have a chest infection?',
      meets: ['red-flag-infection'],
    },
    {
      say: "I'd like to ask about your general health now. Do you have any long-term medical conditions, or have you had any operations?",
      meets: ['past-history'],
    },
    {
      say: 'What medicines are you taking at the moment? Do you have any allergies?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Some people find it hard to take all their tablets every day. How are you getting on with them, including the water tablet?',
      meets: ['adherence'],
    },
    {
      say: 'Are there any illnesses that run in your family, like heart or lung problems?',
      meets: ['family-history'],
    },
    {
      say: 'Have you ever smoked? How many a day, and for how many years?',
      meets: ['smoking'],
    },
    { say: 'How much alcohol do you drink in a typical week?', meets: ['alcohol'] },
    {
      say: 'Who do you live with at home, and are you still working or retired?',
      meets: ['social-history'],
    },
    {
      say: 'How is this affecting your day to day life?',
      meets: ['impact'],
    },
    {
      say: 'Have you had any thoughts yourself about what might be causing this?',
      meets: ['ideas'],
    },
    { say: 'Is there anything in particular you are worried about?', meets: ['concerns'] },
    {
      say: 'What were you hoping we could do for you today?',
      meets: ['expectations'],
    },
    {
      say: "So, to summarise: you've been getting more breathless over a few weeks, worse lying flat, with swollen ankles. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: 'I think your heart may not be pumping as strongly as it should, so fluid is building up in your lungs and legs.',
      meets: ['explain-heart'],
    },
    {
      say: "Because your oxygen level is low and your pulse is irregular, I'd like you to be assessed in hospital today, where they will do a heart tracing and blood tests.",
      meets: ['explain-next-steps'],
    },
    {
      say: 'Does that make sense? Is there anything you would like to ask?',
      meets: ['check-understanding'],
    },
    {
      say: 'If you get chest pain or become much more breathless while you wait for the ambulance, call 999 straight away.',
      meets: ['safety-netting'],
    },
  ],
};

export const AMARA_POOR: StationTranscript = {
  id: 'amara-poor',
  personaId: 'amara-okafor',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'So, breathless?' },
    { say: 'Is it your asthma?' },
    { say: 'Are you using your inhaler properly?' },
    { say: "It's probably just a chest infection going round." },
    { say: "I'll give you some antibiotics." },
    { say: "Don't worry, you'll be fine." },
  ],
};

export const DAVID_THOROUGH: StationTranscript = {
  id: 'david-thorough',
  personaId: 'david-forsyth',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, are you David Forsyth, Margaret's son? I'm Dr Patel, one of the doctors looking after your mother tonight.",
      meets: ['introduction'],
    },
    {
      say: "Could we go into the relatives' room, where it's quiet? Please take a seat. Is anyone with you, or would you like someone to be here?",
      meets: ['setting'],
    },
    {
      say: 'What have you been told so far about what happened tonight?',
      meets: ['perception'],
    },
    {
      say: 'Would it be all right if I go through everything that happened?',
      meets: ['invitation'],
    },
    {
      say: "I'm afraid I have some very sad news.",
      meets: ['warning-shot'],
    },
    {
      say: 'Your mother became suddenly very breathless at about three o clock, collapsed, and her heart stopped. We tried to restart it for twenty minutes, but I am so sorry, she died at twenty to four.',
      meets: ['news', 'clear-word'],
    },
    { say: 'I am so sorry. Take your time.', meets: ['emotions'] },
    {
      say: 'She was not alone. A nurse was with her the whole time, and it happened very quickly, so we do not think she was in pain.',
      meets: ['pain-and-company'],
    },
    {
      say: 'We do not yet know exactly why it happened. It may have been a blood clot in the lungs. I will be honest with you about what we find.',
      meets: ['what-happened'],
    },
    {
      say: 'Would you like to see her? You can take as long as you need, and a nurse can be with you.',
      meets: ['offer-to-see'],
    },
    {
      say: 'I can arrange for you to meet the consultant later this week to go over what happened, and I will make sure your concerns are written down.',
      meets: ['answers-later'],
    },
    {
      say: 'Over the next few days the bereavement office will help with the death certificate. Because it was unexpected, her death may be reported to the coroner, which is routine.',
      meets: ['next-practicalities'],
    },
    {
      say: 'How did you get here tonight? Are you safe to drive home?',
      meets: ['red-flag-driving-home'],
    },
    {
      say: 'Will there be someone with you when you leave, a partner or a friend?',
      meets: ['red-flag-alone-afterwards'],
    },
    {
      say: "So the plan is that you'll spend some time with your mum, then the nurse will call your partner to come and be with you, and we'll set up the meeting with the consultant. Is that okay with you?",
      meets: ['strategy'],
    },
    {
      say: 'Is there anything you would like to ask me?',
      meets: ['check-understanding'],
    },
  ],
};

export const DAVID_NO_WARNING: StationTranscript = {
  id: 'david-no-warning',
  personaId: 'david-forsyth',
  kind: 'no_warning_shot',
  heldOut: true,
  lines: [
    { say: 'Are you the son?' },
    { say: 'Your mum passed away at 3.40. She arrested and we could not get her back.', meets: ['news'] },
    { say: 'You will need to call the bereavement office in the morning.' },
    { say: 'Anything else?' },
  ],
};

export const CHLOE_THOROUGH: StationTranscript = {
  id: 'chloe-thorough',
  personaId: 'chloe-bauer',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, I'm Dr Adams, one of the GPs. Can I check your name and date of birth before we start?",
      meets: ['introduction'],
    },
    {
      say: 'Your mum made the appointment. In your own words, what has been happening?',
      meets: ['opening-question'],
    },
    { say: 'When did things start to change, and how have they changed since?', meets: ['onset'] },
    {
      say: 'Sometimes people hear voices or things other people cannot hear. Has that been happening to you? What do they say?',
      meets: ['voices'],
    },
    { say: 'Do the voices ever tell you to do things?', meets: ['red-flag-command-hallucinations'] },
    {
      say: 'You mentioned feeling watched. Can you tell me more about who you think is watching you?',
      meets: ['beliefs'],
    },
    {
      say: 'Do you ever feel your thoughts are being taken away, put into your head, or that other people can hear them?',
      meets: ['thought-interference'],
    },
    { say: 'How have you been sleeping, and how has your mood been?', meets: ['sleep-mood'] },
    { say: 'Have you been eating, and managing to look after yourself?', meets: ['self-care'] },
    {
      say: 'When things get this bad, some people have thoughts of ending their life or harming themselves. Have you had thoughts like that?',
      meets: ['risk-self'],
    },
    {
      say: 'Have you had any thoughts of harming anyone else? What happened with your neighbour?',
      meets: ['red-flag-harm-to-others'],
    },
    { say: 'Do you keep anything to protect yourself, like a knife or a weapon?', meets: ['risk-weapons'] },
    {
      say: 'Have you been unwell like this before? Have you ever been admitted to hospital, and what diagnosis were you given?',
      meets: ['past-psychiatric'],
    },
    {
      say: 'What medication are you prescribed, and are you still taking it? What made you stop?',
      meets: ['medication'],
    },
    { say: 'Does anyone in your family have mental health problems?', meets: ['family-history'] },
    { say: 'Do you use cannabis or any other drugs?', meets: ['drugs'] },
    { say: 'How much alcohol do you drink in a week?', meets: ['alcohol'] },
    { say: 'Who do you live with, and are you working at the moment?', meets: ['social-history'] },
    { say: 'Have you had any trouble with the police?', meets: ['forensic'] },
    { say: 'What do you think is going on for you at the moment?', meets: ['insight'] },
    { say: 'What worries you most about all this?', meets: ['concerns'] },
    { say: 'What were you hoping would happen today?', meets: ['expectations'] },
    { say: 'It sounds really frightening to feel watched all the time.', meets: ['empathy'] },
    {
      say: "Let me check I've understood: for a few weeks you've felt watched and the voices have come back since you stopped your tablets. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: "I'd like to ask your mental health team to see you this week, and to talk with them about a medicine that suits you better, without the weight gain.",
      meets: ['explain-plan'],
    },
    {
      say: 'If things get worse, or the voices tell you to hurt yourself or anyone else, call the crisis team or 999 straight away.',
      meets: ['crisis-safety-net'],
    },
  ],
};

export const CHLOE_POOR: StationTranscript = {
  id: 'chloe-poor',
  personaId: 'chloe-bauer',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'So your mum thinks you are relapsing.' },
    { say: 'Nobody is watching you, you know that, right?' },
    { say: 'You need to go back on your tablets.' },
    { say: 'Are you taking them?' },
    { say: "OK, I'll write to the team." },
  ],
};
