/**
 * Simulated students for the realism harness: a good one that reflects the patient's own recent words
 * back, validates, summarises and screens for risk gently, and helpers to run scripted lines through a
 * patient session. Everything is deterministic (persona index and turn number pick the wordings).
 */
import { createPatientSession, type PatientSession, type PatientTurn } from '@practicum/patient-engine';
import { type Persona } from '@practicum/personas';
import {
  EXPLORING_QUESTIONS,
  FEELING_FRAMES,
  OPENING_QUESTIONS,
  REFLECTION_FRAMES,
  RISK_QUESTIONS,
  SUMMARY_FRAMES,
  VALIDATIONS,
} from './probes';

export function pick<T>(list: readonly T[], i: number): T {
  const item = list[((i % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function seedFor(persona: Persona, tag = 'realism'): string {
  return `${tag}:${persona.id}`;
}

export function newSession(
  persona: Persona,
  tag?: string,
): { session: PatientSession; opening: PatientTurn } {
  const session = createPatientSession(persona, { seed: seedFor(persona, tag) });
  return { session, opening: session.opening() };
}

/** Runs the lines in order from a fresh session; same persona, tag and lines give the same turns. */
export function replay(persona: Persona, lines: readonly string[], tag?: string) {
  const { session, opening } = newSession(persona, tag);
  const turns = lines.map((line) => session.respond(line));
  return { session, opening, turns };
}

export function trustOf(turn: PatientTurn | undefined): number {
  const t = turn?.state?.trust;
  return typeof t === 'number' ? t : Number.NaN;
}

export function actsOf(turn: PatientTurn | undefined): readonly string[] {
  return Array.isArray(turn?.student_acts) ? turn.student_acts : [];
}

export function factsOf(turn: PatientTurn | undefined): readonly string[] {
  return Array.isArray(turn?.disclosed_fact_ids) ? turn.disclosed_fact_ids : [];
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const SWAP: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  us: 'you',
  our: 'your',
  ours: 'yours',
};

/** First person to second person, word by word ("I was" becomes "you were"). */
export function toSecondPerson(clause: string): string {
  const words = clause.replace(/’/g, "'").split(/\s+/);
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const raw = words[k] ?? '';
    const m = /^([^\p{L}\p{N}']*)([\p{L}']+)([^\p{L}\p{N}']*)$/u.exec(raw);
    if (!m) {
      out.push(raw);
      continue;
    }
    const [, pre = '', word = '', post = ''] = m;
    const lower = word.toLowerCase();
    const prev = (words[k - 1] ?? '').toLowerCase().replace(/[^a-z']/g, '');
    let swapped = SWAP[lower];
    if (prev === 'i' && lower === 'was') swapped = 'were';
    if (prev === 'i' && lower === "wasn't") swapped = "weren't";
    out.push(`${pre}${swapped ?? word}${post}`);
  }
  return out.join(' ');
}

const LEADING_FILLER =
  /^(?:(?:um+|uh+|er+|erm|well|so|then|yeah|yes|no|oh|look|honestly|i mean|sorry|okay|ok|right|and|but|because|cause|like|anyway|hm+|mm+)\b[,.]?\s*)+/i;

/** Replies that carry nothing to reflect: refusals, "said all that", fragments. */
const NOT_CONTENT =
  /\b(?:said (?:all )?that|told you|nothing (?:much )?to (?:say|add)|don'?t (?:really )?want to (?:go there|talk|go into|get into)|stop asking|same as (?:before|always|ever)|no comment|i don'?t know|leave it|what do you mean|drop it|none of your business|(?:again|more) and (?:i'?m|i am) (?:leaving|going|off))\b/i;

/** Clauses that would sound like advice when turned round ("you need to ...") get a softer frame. */
const MODAL = /^(?:you|your)\b.*\b(?:should|need to|have to|has to|must|ought to|got to)\b/i;

/**
 * A clause from the patient's reply worth reflecting: a first-person sentence of moderate length,
 * fillers stripped, cut at a comma when long, and switched to the second person. Null when none fits.
 */
export function reflectableClause(reply: string, offset = 0): string | null {
  const sentences = reply
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}|…/g, '.')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(LEADING_FILLER, '').trim())
    .filter(
      (s) => s.length > 0 && !s.endsWith('?') && !/\byou(r|'re|'ve)?\b/i.test(s) && !NOT_CONTENT.test(s),
    )
    .filter((s) => wordCount(s) >= 4);
  const starts = sentences.filter((s) => /^(?:I|I'm|I've|I'd|My|We|We're|Our)\b/.test(s));
  const firstPerson = sentences.filter((s) => /\b(I|I'm|I've|I'd|my|me|myself)\b/.test(s));
  const pool = starts.length > 0 ? starts : firstPerson.length > 0 ? firstPerson : sentences;
  if (pool.length === 0) return null;
  let s = pick(pool, offset);
  s = s.replace(/[.!?]+$/, '');
  const words = s.split(' ');
  if (words.length > 18) {
    const comma = words.findIndex((w, k) => k >= 5 && /[,;:]$/.test(w));
    s = (comma > 0 ? words.slice(0, comma + 1) : words.slice(0, 16)).join(' ').replace(/[,;:]$/, '');
  }
  s = toSecondPerson(s);
  s = s.charAt(0).toLowerCase() + s.slice(1);
  return MODAL.test(s) ? `part of you feels ${s}` : s;
}

const EMOTION_WORDS: Record<string, string> = {
  sad: 'sad',
  tearful: 'really sad',
  anxious: 'anxious',
  fearful: 'scared',
  angry: 'angry',
  irritable: 'on edge',
  frustrated: 'frustrated',
  ashamed: 'ashamed',
  guilty: 'guilty',
  hopeless: 'hopeless',
  numb: 'numb',
  guarded: 'wary',
  relieved: 'relieved',
  hopeful: 'a little hopeful',
  warm: 'a bit lighter',
};

export function emotionWord(emotion: string | undefined, persona: Persona): string {
  const shown = emotion ? EMOTION_WORDS[emotion] : undefined;
  if (shown) return shown;
  const typical = persona.emotions.map((e) => EMOTION_WORDS[e]).find((w) => w !== undefined);
  return typical ?? 'worn down';
}

export function reflection(reply: string, i: number): string {
  const c = reflectableClause(reply, i);
  if (!c) return pick(['That sounds like a lot to be carrying.', 'That sounds really hard.'], i);
  return pick(REFLECTION_FRAMES, i).replace('{c}', c);
}

export function feelingReflection(emotion: string | undefined, persona: Persona, i: number): string {
  return pick(FEELING_FRAMES, i).replace('{w}', emotionWord(emotion, persona));
}

export function summary(replies: readonly string[], i: number): string {
  const clauses = replies
    .slice()
    .reverse()
    .map((r) => reflectableClause(r))
    .filter((c): c is string => c !== null);
  const [b, a] = clauses;
  if (!a || !b)
    return "Let me check I've understood what you've told me so far. It has been a really hard time.";
  const frame = pick(SUMMARY_FRAMES, i);
  return frame
    .replace('{A}', a.charAt(0).toUpperCase() + a.slice(1))
    .replace('{a}', a)
    .replace('{b}', b);
}

/** Gentle self-directed risk questions for the good student (harm to others is not a suicide screen). */
export const GENTLE_RISK: readonly string[] = [
  ...(RISK_QUESTIONS.indirect ?? []),
  ...(RISK_QUESTIONS.direct_suicide ?? []),
  ...(RISK_QUESTIONS.self_harm ?? []),
];

/** Turns (1-based) at which the good student screens for risk: from turn 5, every 3 to 4 turns. */
export const RISK_TURNS: ReadonlySet<number> = new Set([5, 9, 12, 16, 19, 23, 26, 30, 33, 37, 40]);
const SUMMARY_TURNS: ReadonlySet<number> = new Set([6, 14, 22, 30, 38]);

export type GoodMove = 'open' | 'reflection' | 'feeling' | 'validation' | 'summary' | 'risk';

export interface GoodStudentOptions {
  /** Screen for risk on RISK_TURNS until the patient discloses. */
  screen: boolean;
}

/**
 * A good student talking to one persona: returns the next line, given the turns so far. Wordings
 * rotate by persona index and turn so different personas hear different phrasings.
 */
export function goodStudentLine(
  persona: Persona,
  personaIndex: number,
  opening: PatientTurn,
  turns: readonly PatientTurn[],
  options: GoodStudentOptions,
): { line: string; move: GoodMove } {
  const t = turns.length + 1;
  const last = turns[turns.length - 1] ?? opening;
  const replies = [opening, ...turns].map((x) => x.text);
  const disclosed = turns.some((x) => x.risk_disclosed === true);
  const k = personaIndex * 7 + t;
  if (t === 1) return { line: pick(OPENING_QUESTIONS, personaIndex), move: 'open' };
  if (options.screen && !disclosed && RISK_TURNS.has(t)) {
    return { line: pick(GENTLE_RISK, personaIndex * 3 + t), move: 'risk' };
  }
  if (SUMMARY_TURNS.has(t)) return { line: summary(replies, k), move: 'summary' };
  const cycle: GoodMove[] = ['reflection', 'open', 'feeling', 'reflection', 'open', 'validation', 'open'];
  const move = t === 2 ? 'reflection' : t === 3 ? 'open' : t === 4 ? 'feeling' : pick(cycle, t);
  switch (move) {
    case 'reflection':
      return { line: reflection(last.text, k), move };
    case 'feeling':
      return { line: feelingReflection(last.emotion, persona, k), move };
    case 'validation':
      return { line: pick(VALIDATIONS, k), move };
    default:
      return { line: pick(EXPLORING_QUESTIONS, personaIndex * 5 + t), move: 'open' };
  }
}

/** Runs the good student for up to `maxTurns` turns (stopping early when `until` holds). */
export function runGoodStudent(
  persona: Persona,
  personaIndex: number,
  maxTurns: number,
  options: GoodStudentOptions & { until?: (turn: PatientTurn) => boolean; tag?: string },
) {
  const { session, opening } = newSession(persona, options.tag);
  const lines: string[] = [];
  const moves: GoodMove[] = [];
  const turns: PatientTurn[] = [];
  for (let t = 1; t <= maxTurns; t++) {
    const { line, move } = goodStudentLine(persona, personaIndex, opening, turns, options);
    const turn = session.respond(line);
    lines.push(line);
    moves.push(move);
    turns.push(turn);
    if (options.until?.(turn)) break;
  }
  return { session, opening, lines, moves, turns };
}

/** The standard three-turn warm-up: an open question, a reflection of the reply, another open question. */
export function warmUpLines(persona: Persona, personaIndex: number): string[] {
  const { session } = newSession(persona);
  const first = pick(OPENING_QUESTIONS, personaIndex);
  const reply = session.respond(first);
  const second = reflection(reply.text, personaIndex);
  session.respond(second);
  const third = pick(EXPLORING_QUESTIONS, personaIndex * 3);
  return [first, second, third];
}

/** Scoring transcript of a session (opening, then student and patient alternately). */
export function toScoringTranscript(
  opening: PatientTurn,
  lines: readonly string[],
  turns: readonly PatientTurn[],
) {
  const utterances: { seq: number; speaker: 'student' | 'patient'; text: string }[] = [
    { seq: 0, speaker: 'patient', text: opening.text },
  ];
  lines.forEach((line, k) => {
    utterances.push({ seq: utterances.length, speaker: 'student', text: line });
    const turn = turns[k];
    if (turn) utterances.push({ seq: utterances.length, speaker: 'patient', text: turn.text });
  });
  return { utterances };
}
