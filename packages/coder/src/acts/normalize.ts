import { CHAT_SPELLINGS } from '../text/chat';
import { correctSpelling } from './spelling';

/**
 * Text normalisation for matching: lower case, straight quotes, contractions expanded ("you're" ->
 * "you are", "dont" -> "do not"), chat spellings and common typos repaired. Every cue pattern in the
 * classifier is written against this form.
 */

export interface Sentence {
  /** Normalised text without its final punctuation. */
  text: string;
  /** Ended with a question mark. */
  question: boolean;
  words: string[];
}

export interface Normalized {
  raw: string;
  /** Whole utterance, normalised, sentences joined by ". ". */
  text: string;
  sentences: Sentence[];
  words: string[];
}

const SLANG: Record<string, string> = {
  ...CHAT_SPELLINGS,
  id: 'i would',
  cant: 'cannot',
  lets: 'let us',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  kinda: 'kind of',
  sorta: 'sort of',
  dunno: 'do not know',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bc: 'because',
  becuase: 'because',
  becasue: 'because',
  tho: 'though',
  thru: 'through',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thank you',
  k: 'okay',
  ok: 'okay',
  okey: 'okay',
  alright: 'all right',
  wat: 'what',
  wht: 'what',
  hw: 'how',
  abt: 'about',
  alot: 'a lot',
  realy: 'really',
  rly: 'really',
  wich: 'which',
  wen: 'when',
  b4: 'before',
  '2day': 'today',
  tmrw: 'tomorrow',
  bf: 'boyfriend',
  gf: 'girlfriend',
  mom: 'mum',
  mam: 'mum',
  feelins: 'feelings',
  prolly: 'probably',
};

const CONTRACTIONS: readonly (readonly [RegExp, string])[] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bshan't\b/g, 'shall not'],
  [/\bain't\b/g, 'is not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\b(you|we|they|who|what)'re\b/g, '$1 are'],
  [/\b(it|that|what|there|he|she|who|where|how|here|this|everything|nothing|something|life)'s\b/g, '$1 is'],
  [/\b(i|you|we|they|who|would|could|should|might|must)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they|he|she|it|that|there|this|things|everything)'ll\b/g, '$1 will'],
  [/\b(i|you|we|they|he|she|it|that|there|who)'d\b/g, '$1 would'],
  [/\blet's\b/g, 'let us'],
  [/\by'all\b/g, 'you all'],
  [/\b(\w+)in'(?=\s|$)/g, '$1ing'],
  // "Your dad's going to pull through", "the scan's clear": a noun's "'s" before a verb or a state is
  // "is"; before anything else it is a possessive and goes.
  [
    /'s (?=(going|gonna|got|been|not|never|always|probably|definitely|certainly|just|only|still|really|so|too|very|fine|okay|ok|alright|all|clear|normal|nothing|gone|through|back|over)\b)/g,
    ' is ',
  ],
  [/'s\b/g, ''],
];

/** Normalising is pure and the same lines come back every turn (history, persona text): memoise. */
const WORDS_MEMO = new Map<string, string>();
const NORMALIZED_MEMO = new Map<string, Normalized>();
function remember<T>(memo: Map<string, T>, key: string, value: T): T {
  if (memo.size > 4000) memo.clear();
  memo.set(key, value);
  return value;
}

export function normalizeWords(input: string): string {
  return WORDS_MEMO.get(input) ?? remember(WORDS_MEMO, input, normalizeWordsNow(input));
}

function normalizeWordsNow(input: string): string {
  let t = input
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\u2026/g, '...');
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  t = t.replace(/[^a-z0-9?.!,'\s]/g, ' ').replace(/'/g, '');
  t = t
    .split(/(\s+|[?.!,]+)/)
    .map((w) => SLANG[w] ?? correctSpelling(w))
    .join('');
  // Spoken input: drop fillers and stutters ("it it sounds", "um, so").
  t = t
    .replace(/\b(um+|uh+|erm+|er|hmm+|uh huh|mm hmm)\b,?/g, ' ')
    .replace(/\b(\w+)( \1\b)+/g, '$1')
    .replace(/\b(\w+ \w+)( \1\b)+/g, '$1');
  return t.replace(/\s+/g, ' ').trim();
}

export function wordsOf(text: string): string[] {
  return text.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

/** Splits into sentences; a long run without punctuation stays one sentence. */
export function normalize(raw: string): Normalized {
  return NORMALIZED_MEMO.get(raw) ?? remember(NORMALIZED_MEMO, raw, normalizeNow(raw));
}

function normalizeNow(raw: string): Normalized {
  const clipped = raw.length > 4000 ? raw.slice(0, 4000) : raw;
  const parts = clipped
    .replace(/([?!.])(?=[^\s?!.'")\]])/g, '$1 ')
    .split(/(?<=[?!.])\s+|\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const sentences: Sentence[] = [];
  for (const part of parts) {
    const question = /\?\s*["')\]]*\s*$/.test(part);
    const text = normalizeWords(part)
      .replace(/[?.!,\s]+$/g, '')
      .replace(/^[.!?,\s-]+/, '');
    const words = wordsOf(text);
    if (words.length === 0 && !question) continue;
    sentences.push({ text, question, words });
  }
  return {
    raw,
    text: sentences.map((s) => s.text).join('. '),
    sentences,
    words: sentences.flatMap((s) => s.words),
  };
}

const REPAIR_MEMO = new Map<string, string>();

/**
 * Repairs chat spellings and typos word by word ("wat do u think" -> "what do you think"), keeping
 * case and punctuation, so coders that read the raw form see the words the student meant.
 */
export function repairSpelling(raw: string): string {
  const hit = REPAIR_MEMO.get(raw);
  if (hit !== undefined) return hit;
  const out = raw.replace(/[A-Za-z]+/g, (w) => {
    const lower = w.toLowerCase();
    const fixed = SLANG[lower] ?? correctSpelling(lower);
    return fixed === lower ? w : fixed;
  });
  return remember(REPAIR_MEMO, raw, out);
}
