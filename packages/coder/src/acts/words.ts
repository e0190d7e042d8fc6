/** Word-level helpers shared by the classifier and topic matching. */

export const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below
  between both but by can cannot could did do does doing down during each few for from further had has
  have having he her here hers herself him himself his how i if in into is it its itself just let me more
  most my myself no nor not now of off on once only or other our ours ourselves out over own same she
  should so some such than that the their theirs them themselves then there these they this those through
  to too under until up very was we were what when where which while who whom why will with would you
  your yours yourself yourselves yeah yes okay oh um uh well really quite bit lot lots thing things
  something anything everything nothing get got getting go going gone went make made like feel feeling
  feels felt know think thought say said tell told sort kind mean much many also still even way ever
  never always sometimes maybe perhaps right sure one two want wanted s t`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/** A light stemmer: enough to let "sleeping", "sleeps" and "slept" meet "sleep" half the time. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 5 && w.endsWith('ing')) {
    w = w.slice(0, -3);
    if (/(.)\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.length > 4 && w.endsWith('ed')) {
    w = w.slice(0, -2);
    if (/(.)\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.length > 5 && w.endsWith('ly')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  // "stockpile" and "stockpiling" should meet: drop a final e as the -ing and -ed forms do.
  if (w.length > 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** Content stems of a normalised text: no stopwords, no short words. */
export function contentStems(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (w.length < 3 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    out.push(stem(w));
  }
  return out;
}
