/**
 * Hashed words and word pairs, the part of every learned reading's features beside the sentence
 * vector: a sentence vector blurs the few words that carry a judgement or mark a question.
 */

/** FNV-1a, 32 bits: a stable hash of a word or word pair, the same in training and here. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The buckets of a line's words and adjacent word pairs (lower case, curly apostrophes made straight), each once, sorted. */
export function hashedGrams(text: string, buckets: number): number[] {
  const words = text
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w !== '');
  const grams = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)];
  return [...new Set(grams.map((g) => fnv1a(g) % buckets))].sort((a, b) => a - b);
}

/**
 * A line's n-gram part as the model reads it, in training and here alike: its buckets, each weighing
 * 1/sqrt(count), so the part has length 1 like the sentence vector (no buckets with `buckets` 0).
 */
export function ngramFeatures(text: string, buckets: number): { buckets: number[]; weight: number } {
  const active = buckets > 0 ? hashedGrams(text, buckets) : [];
  return { buckets: active, weight: active.length > 0 ? 1 / Math.sqrt(active.length) : 0 };
}
