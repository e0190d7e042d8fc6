import { type ScoringTranscript } from '@practicum/coder';
import { GOOD_SESSION, session } from './sessions.fixture';

/**
 * Hand-written sessions for the feedback tests (no corpus text): harmful lines among good work, the
 * same student lines against their own patient and against another one, and very short sessions.
 */

/** A warm, skilled session with four harmful lines in it; `harmful` maps their seqs to their kind. */
export const HARMFUL_SESSION = session([
  'Hi, I am Sam, one of the student counsellors. What would you like to talk about today?',
  'My drinking, I guess. I have a bottle of wine most nights and I feel scared about where it is going.',
  "I can hear how scared you are, but don't worry, everything will be fine.",
  'I am not so sure. My wife says I am drinking more every month.',
  'It sounds like her worry has made you look at it more closely yourself.',
  'Yes. I wake up at three in the morning with my heart racing, and I feel awful at work.',
  'What is wrong with you? Why are you so lazy?',
  'I am not lazy. I work twelve hours a day.',
  'Tell me more about those long days.',
  'I get home exhausted, and the wine is the only thing that helps me switch off.',
  'Everyone feels like that, it is not a big deal.',
  'It feels like a big deal to me.',
  'The wine helps you switch off, and it costs you your sleep and your peace of mind.',
  'Exactly. I know the doctor is right. I just do not know if I can stop completely.',
  'You are pathetic.',
  'That is a horrible thing to say.',
  'Part of you wants to keep the wine, and part of you is worried about your health.',
  'Yes, that is it. I did cut back once, when I was training for a half marathon.',
  'You cut back before when you had a goal. What made it work back then?',
  'My running group. I did not want to let them down.',
]);
export const HARMFUL = { reassurance: 2, judgement: 6, invalidation: 10, hostility: 14 } as const;

/** Seven student lines written for one patient, answered by that patient and by an unrelated one. */
export interface ReflectionPair {
  name: string;
  student: readonly string[];
  own: readonly string[];
  other: readonly string[];
}

export const REFLECTION_PAIRS: readonly ReflectionPair[] = [
  {
    name: 'wine after work',
    student: [
      'Hi, thanks for coming in. What would you like to talk about today?',
      'The wine has become your way of unwinding after work.',
      'Your boss keeps adding work, and the stress follows you home.',
      'What happens on the nights you sleep badly?',
      'So the wine helps you switch off, but it costs you your sleep.',
      'Part of you wants to keep the wine, and part of you is worried about your health.',
      'How would you like things to be in a month?',
    ],
    own: [
      'My drinking, I guess. I have a bottle of wine every night after work.',
      'Yes, the job is so stressful, my boss keeps piling more on me.',
      'Exactly, and then I sleep badly.',
      'I wake at three with my heart racing and worry about the next day.',
      'Yes. I know the wine is not helping me sleep.',
      'I do worry about my health. My dad had liver problems.',
      'I would like to drink only at weekends.',
    ],
    other: [
      'My mother died in the spring and I keep crying in the garden.',
      'She planted those roses herself, forty years ago.',
      'My sister lives in Spain now, so I tidy the house alone.',
      'I talk to my mother as if she could hear me.',
      'The neighbours bring soup on Sundays, which is kind of them.',
      'I look at her photographs every evening.',
      'I would like to visit her grave more often.',
    ],
  },
  {
    name: 'exam panic',
    student: [
      'Hello, I am glad you came. What brings you here today?',
      'The exams are coming up and your mind races every time you open a textbook.',
      'You are scared of letting your parents down after everything they paid for.',
      'Tell me more about what happens the night before a test.',
      'So you study for hours but the panic wipes it all out in the exam room.',
      'You want to do well, and at the same time the pressure is crushing you.',
      'What would help you feel more prepared this time?',
    ],
    own: [
      'My final exams start in three weeks and I panic whenever I open a textbook.',
      'My parents paid for my university and I cannot fail them.',
      'Yes. They keep asking about my grades.',
      'I cannot sleep, I keep rereading my notes, and my hands shake.',
      'Exactly. I study for hours and then my mind goes blank in the exam room.',
      'I do want to pass. It just feels like too much pressure.',
      'Maybe studying with a friend, so I am not alone with it.',
    ],
    other: [
      'My back has hurt since the accident at the warehouse last winter.',
      'The physiotherapist gave me stretches but my knee clicks.',
      'I walk the dog slowly around the park every morning.',
      'The painkillers make me drowsy in the afternoon.',
      'My wife drives me to the clinic on Tuesdays.',
      'The surgeon wants another scan of my spine.',
      'I would like to lift my grandson again.',
    ],
  },
  {
    name: 'after the breakup',
    student: [
      'Hi, thanks for coming. What would you like to focus on today?',
      'Since Jamie left, the flat feels empty and the evenings drag on.',
      'You keep checking your phone in case Jamie messages.',
      'What has it been like going to work since the breakup?',
      'Part of you still hopes Jamie will come back, and part of you knows it is over.',
      'You sound lonely, and angry that it ended so suddenly.',
      'What would you like to do with your evenings now?',
    ],
    own: [
      'My partner Jamie left me last month. The flat is so quiet now and the evenings are the worst.',
      'Yes. And I keep checking my phone, hoping Jamie will message.',
      'Every few minutes. It is embarrassing.',
      'I go through the motions at work, but I feel numb. I know it is over, but I still hope.',
      'Yes. And I am angry that it ended with one text. I am lonely.',
      'That is it exactly.',
      'Maybe join the climbing club again.',
    ],
    other: [
      'I lost two thousand pounds on the horses this month.',
      'The betting app sends me free bets every Friday.',
      'I hide the bank statements in the garage.',
      'My brother lent me money for the rent.',
      'I chase my losses on roulette at night.',
      'The bookmaker knows me by name.',
      'I would like to delete the app.',
    ],
  },
];

/** Student lines and patient replies in turn, student first. */
export function pairSession(student: readonly string[], replies: readonly string[]): ScoringTranscript {
  return session(student.flatMap((s, i) => [s, replies[i] ?? '']));
}

/** Two good student turns spoken in twelve seconds. */
export const TWO_TURNS = session([
  {
    text: 'It sounds like this week has been really hard for you. What happened?',
    start_ms: 0,
    end_ms: 3000,
  },
  { text: 'My dog died and I cannot stop crying.', start_ms: 3500, end_ms: 6000 },
  { text: 'Losing him has left a big hole in your days.', start_ms: 9000, end_ms: 12000 },
]);

/** A session with nothing a counselling skill can be judged on: a greeting and backchannels. */
export const NO_EVIDENCE = session(['Hello.', 'Hi.', 'Mm-hmm.', 'Well, it has been a long week.', 'Okay.']);

/** Every transcript the plain-words test scans. */
export const ALL_SESSIONS: readonly ScoringTranscript[] = [
  GOOD_SESSION,
  HARMFUL_SESSION,
  TWO_TURNS,
  NO_EVIDENCE,
  ...REFLECTION_PAIRS.flatMap((p) => [pairSession(p.student, p.own), pairSession(p.student, p.other)]),
];
