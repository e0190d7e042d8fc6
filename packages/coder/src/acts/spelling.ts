/**
 * Typo repair for the few words whose misspelling would change what the patient does: risk words
 * and feeling words. A token is corrected only when it is not itself a known word and lies one
 * edit (insert, delete, substitute or swap) from exactly one target.
 */

const TARGETS = [
  'suicide',
  'suicidal',
  'killing',
  'yourself',
  'harming',
  'hurting',
  'overdose',
  'overdosed',
  'depressed',
  'depression',
  'anxious',
  'anxiety',
  'worried',
  'worrying',
  'overwhelmed',
  'frustrated',
  'frustrating',
  'lonely',
  'loneliness',
  'ashamed',
  'hopeless',
  'helpless',
  'exhausted',
  'stressed',
  'scared',
  'frightened',
  'embarrassed',
  'guilty',
  'angry',
  'upset',
  'terrified',
  'feeling',
  'feelings',
  'sounds',
  'understandable',
  'yourself',
  'question',
  'questions',
  'probably',
  'because',
  'something',
  'definitely',
  'difficult',
  'happened',
  'relationship',
  'medication',
  'drinking',
  'sleeping',
  'family',
  'thoughts',
] as const;

/** Real words one edit from a target, which must never be "corrected". */
const KNOWN = new Set([
  'angrily',
  'anger',
  'hanger',
  'sound',
  'scarred',
  'scarce',
  'upsets',
  'feelings',
  'feeling',
  'killings',
  'hurting',
  'hunting',
  'worrier',
  'lovely',
  'lonelier',
  'guilt',
  'thought',
  'suicides',
  'shamed',
]);

const BUCKETS = new Map<string, string[]>();
for (const t of TARGETS) {
  const key = t[0] as string;
  const list = BUCKETS.get(key) ?? [];
  if (!list.includes(t)) list.push(t);
  BUCKETS.set(key, list);
}
const TARGET_SET = new Set<string>(TARGETS);

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function correctSpelling(word: string): string {
  if (word.length < 5 || TARGET_SET.has(word) || KNOWN.has(word) || !/^[a-z]+$/.test(word)) return word;
  const candidates = (BUCKETS.get(word[0] as string) ?? []).filter((t) => withinOneEdit(word, t));
  return candidates.length === 1 ? (candidates[0] as string) : word;
}
