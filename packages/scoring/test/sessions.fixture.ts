import { type ScoringTranscript, type ScoringUtterance } from '@practicum/coder';

/**
 * Hand-written sessions for tests (no corpus text). Turns alternate student/patient from seq 0
 * unless given explicitly.
 */
export function session(
  turns: Array<string | Partial<ScoringUtterance>>,
  firstSpeaker: 'student' | 'patient' = 'student',
): ScoringTranscript {
  return {
    utterances: turns.map((t, seq) => {
      const speaker = (seq % 2 === 0) === (firstSpeaker === 'student') ? 'student' : 'patient';
      return typeof t === 'string' ? { seq, speaker, text: t } : { seq, speaker, text: '', ...t };
    }),
  };
}

export const GOOD_SESSION = session([
  'Hi, I am Sam, one of the student counsellors. Nice to meet you.',
  'Hi. My doctor said I should come and talk to someone about my drinking, so here I am, although I am not really sure what to expect from this.',
  'We have about forty minutes today. What would you like to talk about?',
  'I guess the drinking. My wife is worried about it, and honestly I have been feeling pretty low about the whole thing lately, more than I let on at home.',
  'It has been weighing on you too, not only on your wife.',
  'Yeah. I drink most nights to unwind after work, but then I sleep badly, I wake up at three in the morning with my heart racing, and I feel awful the whole next day at work.',
  'Tell me more about a typical evening.',
  'I get home around seven, open a bottle of wine while I cook, and I usually finish it by the time I go to bed. Some nights I open a second one if the day was bad.',
  'The wine helps you switch off, and you pay for it the next morning.',
  'Exactly. I know it is not good for me, and I know the doctor is right, but it is the only thing that really helps me relax after a day like the ones I have been having.',
  'You noticed the pattern yourself and came in to look at it. That takes honesty.',
  'Thanks. I just do not know if I can stop completely. Every time I imagine never having a drink again I feel a bit panicky, to be honest.',
  'Would it be okay if I shared some information about drinking and sleep?',
  'Sure, go ahead, I would like to know.',
  'Some people find a few alcohol-free nights a week improve their sleep quickly; you could try that if it fits. What do you make of that?',
  'I could probably manage weekdays. Weekends would be harder because that is when we see friends and everyone drinks.',
  'It is up to you what you try. How confident are you, from 0 to 10, about three alcohol-free weeknights?',
  'Maybe a six. I did something like it before, when I was training for a half marathon, and I felt great for those months.',
  'A six, not a three. What made it work back then?',
  'I had a goal and my running group. I did not want to let them down, and I was sleeping so much better that I did not miss the wine much.',
  'So far: drinking helps you unwind, it costs you sleep and worries your wife, and you have cut back before when you had a goal.',
  'Yes, that is it exactly. I think having a goal again would help.',
  'We are almost out of time for today, so let us stop here and book another session.',
  'Okay, thank you, this was more useful than I expected.',
]);

export const POOR_SESSION = session([
  'Do you drink every day?',
  'Most days, yes.',
  'How many glasses?',
  'About a bottle of wine.',
  'That is far too much. You need to stop drinking before it ruins your liver.',
  'I know, but it helps me relax.',
  'That is just an excuse. Alcohol can cause liver disease, high blood pressure and cancer, and the recommended limit is 14 units a week.',
  'I guess.',
  'Have you thought about going to AA?',
  'Not really.',
  "Why don't you just stop buying wine?",
  'It is not that simple.',
  'You are in denial. You should really listen to your doctor.',
  'Fine.',
]);

export const MISSED_RISK_SESSION = session([
  'What brings you in today?',
  'Things have been really bad since I lost my job.',
  'Do you drink more since then?',
  'Honestly, some nights I think everyone would be better off if I was dead.',
  'Let us get back to your drinking. How many drinks did you have last week?',
  'Maybe twenty.',
  'You should really cut down.',
  'Okay.',
]);

export const HANDLED_RISK_SESSION = session([
  'What brings you in today?',
  'Things have been really bad since I lost my job.',
  'It sounds like the last few months have been really hard.',
  'Honestly, some nights I think everyone would be better off if I was dead.',
  'Thank you for telling me that. Are you having thoughts of ending your life?',
  'Sometimes, yes. Late at night mostly.',
  'Have you thought about how you would do it?',
  'No, not really. I would not go through with it.',
  'Let us make a safety plan together. Who could you call if the thoughts get stronger? You can also call 988 at any time.',
  'My sister, I guess.',
]);
