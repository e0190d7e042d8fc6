/**
 * Text normalisation shared by the coder and the metrics. Rules are written against the normalised
 * form: lower case, contractions expanded ("you are", "do not", "let us"), disfluencies, stutters and
 * non-speech annotations removed, curly quotes straightened.
 */

import { CHAT_SPELLINGS } from './chat';

const WHOLE: Record<string, string> = {
  "won't": 'will not',
  "can't": 'can not',
  cannot: 'can not',
  "shan't": 'shall not',
  "ain't": 'is not',
  "let's": 'let us',
  "y'all": 'you all',
  "y'know": 'you know',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  kinda: 'kind of',
  sorta: 'sort of',
  outta: 'out of',
  lotta: 'lot of',
  dunno: 'do not know',
  cuz: 'because',
  "i'm": 'i am',
};
const WHOLE_RE = new RegExp(`\\b(${Object.keys(WHOLE).join('|')})\\b|(^|\\s)'?cause\\b`, 'g');
/** "'s" is "is" after these words; elsewhere it marks possession and is dropped. */
const IS_WORDS = new Set(
  'it that what there here he she who where how this everything something nothing'.split(' '),
);
const SUFFIX: Record<string, string> = {
  "n't": ' not',
  "'re": ' are',
  "'ve": ' have',
  "'ll": ' will',
  "'d": ' would',
};

const CHAT_RE = new RegExp(`(?<![\\w'.-])(${Object.keys(CHAT_SPELLINGS).join('|')})(?![\\w'-]|\\.\\w)`, 'g');

function expandContractions(s: string): string {
  return s
    .replace(CHAT_RE, (w: string) => CHAT_SPELLINGS[w] ?? w)
    .replace(WHOLE_RE, (m, word: string | undefined, lead: string | undefined) =>
      word ? (WHOLE[word] ?? m) : `${lead ?? ''}because`,
    )
    .replace(/\b([a-z]+)'s\b/g, (_m, w: string) => (IS_WORDS.has(w) ? `${w} is` : w))
    .replace(/(n't|'re|'ve|'ll|'d)\b/g, (m) => SUFFIX[m] ?? m);
}

/** Non-lexical fillers that carry no act (backchannel tokens are kept: they matter for "other"). */
const FILLERS = /\b(um+|uh+|erm+|er|ah+m*|hm+|mm+)\b/g;

/** Straighten quotes and dashes, drop bracketed annotations ("[chuckles]", "[crosstalk]"). */
export function clean(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d"]/g, '')
    .replace(/\u2026/g, '...')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const cache = new Map<string, string>();

/**
 * Lower case, expand contractions, drop fillers and stutters; keeps sentence punctuation. Memoised
 * (a pure function of its input; the cache is bounded), since each utterance is read by several rules.
 */
export function normalise(text: string): string {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const out = normaliseUncached(text);
  if (cache.size >= 4096) cache.clear();
  cache.set(text, out);
  return out;
}

function normaliseUncached(text: string): string {
  let s = clean(text).toLowerCase();
  s = s.replace(/\b(mm+)-?h(m+)\b/g, 'mmhmm').replace(/\buh-?huh\b/g, 'uhhuh');
  // A dash between two words is a self-repair ("the-the", "you- you", "y-yeah"): keep the last try.
  s = s.replace(/\b([a-z]+)(?:-+\s*|\s*-+\s+)(?=\1\b)/g, '');
  s = s.replace(/\b([a-z]{1,2})-(?=\1[a-z])/g, '');
  s = expandContractions(s);
  s = s.replace(FILLERS, ' ');
  // Dashes that are not inside a word mark a break in speech.
  s = s.replace(/\s*(--+|\u2014|\u2013)\s*/g, ', ').replace(/(^|\s)-+|-+(\s|$)/g, '$1, $2');
  s = s.replace(/\s*,(\s*,)+/g, ',').replace(/^[\s,]+/, '');
  s = s.replace(/\b(\w+)( \1\b)+/g, '$1');
  s = s.replace(/\s+([,.?!])/g, '$1').replace(/\s+/g, ' ');
  return s.trim();
}

export interface Sentence {
  /** Normalised text without the final punctuation. */
  text: string;
  /** Ended with a question mark. */
  asked: boolean;
}

const TRIM = new Set([' ', ',', ';', ':']);

/** Split normalised text into sentences, remembering which ended with a question mark. */
export function sentences(normalised: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const n = normalised.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? normalised[i] : '.';
    if (c !== '.' && c !== '?' && c !== '!') continue;
    const end = i;
    let asked = false;
    while (i < n && (normalised[i] === '.' || normalised[i] === '?' || normalised[i] === '!')) {
      if (normalised[i] === '?') asked = true;
      i++;
    }
    let from = start;
    let to = end;
    while (from < to && TRIM.has(normalised[from]!)) from++;
    while (to > from && TRIM.has(normalised[to - 1]!)) to--;
    if (to > from) out.push({ text: normalised.slice(from, to), asked });
    start = i;
  }
  return out;
}

/** Word tokens of a normalised string. */
export function words(normalised: string): string[] {
  return normalised.match(/[a-z0-9]+/g) ?? [];
}

const counts = new Map<string, number>();

/** Count words in raw text (for talk time without audio). Memoised like normalise. */
export function wordCount(text: string): number {
  const hit = counts.get(text);
  if (hit !== undefined) return hit;
  const n = (clean(text).match(/[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu) ?? []).length;
  if (counts.size >= 4096) counts.clear();
  counts.set(text, n);
  return n;
}
