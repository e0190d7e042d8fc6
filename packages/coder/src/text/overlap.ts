import { words } from './normalize';
import { stem, STOPWORDS } from './stems';

const cache = new Map<string, Set<string>>();

/** Stemmed content words of a normalised string (memoised; callers must not mutate the set). */
export function contentStems(normalised: string): Set<string> {
  const hit = cache.get(normalised);
  if (hit) return hit;
  const out = new Set<string>();
  for (const w of words(normalised)) if (w.length > 2 && !STOPWORDS.has(w)) out.add(stem(w));
  if (cache.size >= 4096) cache.clear();
  cache.set(normalised, out);
  return out;
}

/** Share of the utterance's content words that were said in the context (0 when it has none). */
export function overlapShare(utterance: Set<string>, context: { has(word: string): boolean }): number {
  if (utterance.size === 0) return 0;
  let shared = 0;
  for (const w of utterance) if (context.has(w)) shared++;
  return shared / utterance.size;
}
