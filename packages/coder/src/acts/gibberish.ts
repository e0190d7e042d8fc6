/**
 * Keyboard mash and noise ("asdfgh jkl", "???", "xxxxx") get a puzzled answer rather than an
 * attempt at meaning. A token looks like a word when it has a vowel, no run of five consonants and
 * no letter three times in a row; an utterance is gibberish when it has no common word and most of
 * its tokens do not look like words.
 */
const SHORT_OK = new Set([
  'hmm',
  'mm',
  'mhm',
  'hm',
  'shh',
  'tv',
  'gp',
  'cbt',
  'ptsd',
  'ocd',
  'adhd',
  'nhs',
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
]);

/** Listening noises however they are spelt: "mh", "mmm", "uh-huh", "hmmm". */
const BACKCHANNEL = /^(m+h*|h+m+|mh+m*|u+h+|hu+h+|u+m+|e+r+m*|a+h+|o+h+|s+h+)$/;

function wordlike(token: string): boolean {
  if (SHORT_OK.has(token) || BACKCHANNEL.test(token) || /^\d+$/.test(token)) return true;
  if (!/[aeiouy]/.test(token)) return false;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(token)) return false;
  if (/(.)\1\1/.test(token)) return false;
  if (/^(asdf|qwer|zxcv|hjkl|jkl|sdf|fgh|ghj)/.test(token)) return false;
  return true;
}

export function isGibberish(words: readonly string[], common: ReadonlySet<string>): boolean {
  if (words.some((w) => common.has(w))) return false;
  const odd = words.filter((w) => !wordlike(w)).length;
  return odd / words.length >= 0.5;
}
