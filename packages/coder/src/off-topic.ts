import { feelingsIn } from './acts/feelings';
import { CARE_STEMS, LIFE_STEMS, OFF_TOPIC } from './lexicons/conduct';
import { contentStems } from './text/overlap';

/** Membership in the words a patient has used (their lines, story and vocabulary). */
export interface StemLookup {
  has(stem: string): boolean;
}

/** What deciding "off topic" needs to know about the conversation. */
export interface TopicContext {
  patientStems: StemLookup;
  /** The patient's whole story is known (the engine's persona), not only the lines said so far. */
  knowsStory: boolean;
  /** Risk is the subject of the conversation: unfamiliar words may belong to it. */
  riskRaised?: boolean;
}

/**
 * Off topic: the line is about a subject of no counselling conversation (sport, pets, trivia...) and
 * that subject is not one the patient brought up. Only the subject words are compared, so "last
 * night" in "did you watch the match last night?" does not make the match part of their story.
 */
export function offTopic(text: string, ctx: TopicContext, asks: boolean): boolean {
  const subjects = text.match(OFF_TOPIC_ALL) ?? [];
  if (subjects.length === 0) return elsewhere(text, ctx, asks);
  return subjects.some((m) => {
    const stems = [...contentStems(m)];
    return stems.length === 0 || stems.some((s) => !ctx.patientStems.has(s));
  });
}

const OFF_TOPIC_ALL = new RegExp(OFF_TOPIC.source, 'g');

/** Evaluative small words that say nothing about what a line is about. */
const PLAIN_WORDS = new Set([
  'good',
  'nice',
  'new',
  'big',
  'best',
  'great',
  'bad',
  'favourit',
  'fun',
  'cool',
  'lovely',
  'interest',
  'real',
  'old',
  'little',
]);

/** Saying how the patient seems or what else is going on for them is about them, whatever the words. */
const OF_THEM =
  /\byou (seem|sound|look|feel|are feeling|are looking)\b|\bwhat else\b|\b(going on|been happening) (for|with) you\b/;

/** Pointing back at what was said ("that", "it"): a line that does is part of the conversation. */
const ANAPHORA = /\b(that|it|this|those|these|there|then|so|and|but|because)\b/;

/** Whether a word's stem is one of `stems`; short stems ("son", "job") must match whole. */
function inStems(stems: readonly string[], s: string): boolean {
  return stems.some((l) => s === l || (l.length >= 4 && s.startsWith(l)));
}

/**
 * A line in no lexicon can still be elsewhere: none of its content words is in the patient's story,
 * in the vocabulary of someone's life or of clinical care, it names no feeling, and it points back
 * at nothing said.
 */
function elsewhere(text: string, ctx: TopicContext, asks: boolean): boolean {
  if (!ctx.knowsStory || ctx.riskRaised || ANAPHORA.test(text) || OF_THEM.test(text)) return false;
  // Naming a feeling is about the patient ("You're terrified of withdrawal").
  if (feelingsIn(text).length > 0) return false;
  const mine = [...contentStems(text)].filter((w) => !PLAIN_WORDS.has(w));
  // A question needs only one subject of its own to be about something else ("what music are you into?").
  if (mine.length < (asks ? 1 : 2)) return false;
  const known = mine.filter(
    (s) => ctx.patientStems.has(s) || inStems(LIFE_STEMS, s) || inStems(CARE_STEMS, s),
  ).length;
  // One word of their life or of clinical care is enough: "Any chest pain, shortness of breath or
  // palpitations?" is a history question, however many of its words are new to the conversation.
  return known === 0;
}
