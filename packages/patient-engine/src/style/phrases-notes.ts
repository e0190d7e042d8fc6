import type { Bank } from './bank';

/**
 * Frames for persona notes already turned into first-person speech ({said}: "I don't sleep well
 * because of the pain"), for history, and for short factual answers about basic history.
 */
export const NOTES: Record<string, Bank> = {
  symptom_sentence: {
    any: [
      '{Said}.',
      "{Said}. That's a big part of it.",
      'Honestly? {Said}.',
      "And {said}. That doesn't help.",
      "{Said}, if I'm honest.",
      "{Said}. That's the worst of it, some days.",
      'I suppose {said}.',
    ],
    hostile: ['{Said}. There. Happy?', "{Said}. Not that it's any of your business.", '{Said}. So.'],
    guarded: ['{Said}.', '{Said}. Anyway.'],
    people_pleasing: ["{Said}. Sorry, that's probably nothing.", "{Said}, but I'm sure lots of people do."],
    verbose: [
      "{Said}, and honestly that's a big part of it, more than people realise.",
      "And the other thing is, {said}, which doesn't help with any of the rest of it.",
    ],
  },
  coping_sentence: {
    any: ["{Said}. That's how I get through.", "{Said}, if I'm honest.", 'Mostly, {said}.'],
    hostile: ["{Said}. Don't judge."],
  },
  history_past: {
    any: [
      'I {past}.',
      'I {past}, years back now.',
      "I {past}. That's part of it, I think.",
      'Well, I {past}.',
    ],
    hostile: ['I {past}. There. History lesson over.'],
    guarded: ['I {past}.'],
  },
  elaboration: {
    any: ['{said}'],
  },
  duration: {
    any: [
      "It's been about {since}.",
      'About {since}, I think.',
      '{Since}, give or take.',
      "It's been going on {since}, more or less.",
    ],
    hostile: ['{Since}. Roughly.', 'About {since}. Why?'],
    guarded: ['{Since}.', 'About {since}.'],
  },
  duration_since: {
    any: ['Since {since}, really.', 'Ever since {since}.', "Since {since}. That's when it started."],
    hostile: ['Since {since}. Why?'],
    guarded: ['Since {since}.'],
  },
  duration_unknown: {
    any: [
      "A while now. I couldn't give you a date.",
      "It's been creeping up for a good while.",
      "Longer than I'd like to admit. Months, at least.",
    ],
    hostile: ["A while. I didn't mark it on the calendar."],
    guarded: ['A while.'],
  },
  medication_none: {
    any: [
      "I'm not on anything at the moment, no.",
      'No, no tablets or anything.',
      "Nothing, no. I've not been given anything.",
    ],
    hostile: ['No. Nobody has offered me anything.'],
    guarded: ['No.', 'Not at the moment.'],
  },
  medication_some: {
    any: [
      "I've had tablets from the doctor, yes.",
      "Yes, I'm on something. For all the good it does.",
      "I've been given a few things over the years, yes.",
    ],
    hostile: ["Yes. Plenty. Doesn't fix anything."],
    guarded: ['Some, yes.'],
  },
  not_discussed: {
    consultation: [
      "I'm not sure what to say about {topic}, really.",
      "{Topic}? I haven't really thought about it.",
      'Nothing much to tell about {topic}.',
    ],
    any: [
      "I'm not sure what to say about {topic}, really.",
      "With {topic}... I don't know where to start.",
      "{Topic}? I haven't really thought about it like that.",
      "I don't know. I haven't really talked about {topic} before.",
    ],
    hostile: ['What about {topic}?', "Don't know what you want me to say about {topic}."],
    guarded: ["Don't know.", 'Not much to say.'],
    people_pleasing: ["Oh, um, {topic}. Sorry, I'm not sure what to say."],
  },
};
