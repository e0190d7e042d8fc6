import { words } from './normalize';

/** Function words, pronouns and fillers: they say nothing about what a reflection mirrors. */
const STOP = new Set(
  (
    'a an the and or but so if then than that this these those there here of to in on at by for from with ' +
    'about as into onto over under up down out off again just also too very really quite pretty much many ' +
    'more most some any all each every no not nor only own same such both few other i me my mine myself we ' +
    'us our you your yours yourself he him his she her it its they them their what which who whom whose ' +
    'when where why how is am are was were be been being have has had having do does did doing will would ' +
    'shall should can could may might must ought going get got gets getting go goes went like know yeah ' +
    'okay ok oh well um uh mmhmm uhhuh right yes sure say said says thing things stuff kind sort lot bit ' +
    'one something anything nothing everything way now because maybe think thought mean feel felt want ' +
    'lot lots little though even still back make made let come came take took see saw guess actually ' +
    'never ever always'
  ).split(' '),
);

/** Crude suffix stripping, enough to match "drinking" with "drink" and "worries" with "worry". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  let w = word;
  if (w.endsWith('ies') || w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else {
    for (const suffix of SUFFIXES)
      if (w.endsWith(suffix)) {
        w = w.slice(0, -suffix.length);
        break;
      }
  }
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] ? w.slice(0, -1) : w;
}

const SUFFIXES = ['edly', 'ing', 'ers', 'ed', 'er', 'es', 'ly', 's'];
const cache = new Map<string, Set<string>>();

/** Stemmed content words of a normalised string (memoised; callers must not mutate the set). */
export function contentStems(normalised: string): Set<string> {
  const hit = cache.get(normalised);
  if (hit) return hit;
  const out = new Set<string>();
  for (const w of words(normalised)) if (w.length > 2 && !STOP.has(w)) out.add(stem(w));
  if (cache.size >= 4096) cache.clear();
  cache.set(normalised, out);
  return out;
}

/** Share of the utterance's content words that were said in the context (0 when it has none). */
export function overlapShare(utterance: Set<string>, context: Set<string>): number {
  if (utterance.size === 0) return 0;
  let shared = 0;
  for (const w of utterance) if (context.has(w)) shared++;
  return shared / utterance.size;
}
