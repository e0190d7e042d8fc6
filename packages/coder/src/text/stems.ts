/**
 * The one stopword list and stemmer of the coder: the classifier, the MITI overlap measures, topic
 * matching and the patient engine all compare words through these, so "sleeping" meets "sleep" the
 * same way everywhere.
 */

/** Function words, pronouns, fillers and vague words: they say nothing about what a turn is about. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `keep keeps kept a about above actually after again against all also always am an and any anything are as at back be
  because been before being below between bit both but by came can cannot come could did do does doing
  down during each even ever every everything feel feeling feels felt few for from further get gets
  getting go goes going gone got guess had has have having he her here hers herself him himself his
  how i if in into is it its itself just kind know let like little lot lots made make many may maybe
  me mean might mine mmhmm more most much must my myself never no nor not nothing now of off oh ok
  okay on once one only onto or other ought our ours ourselves out over own perhaps pretty quite
  really right s said same saw say says see shall she should so some something sometimes sort still
  stuff such sure t take tell than that the their theirs them themselves then there these they thing
  things think this those though thought through to told too took two uh uhhuh um under until up us
  very want wanted was way we well went were what when where which while who whom whose why will with
  would yeah yes you your yours yourself yourselves`
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

/** Content stems of normalised words, in order: no stopwords, no short words, no numbers. */
export function wordStems(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (w.length < 3 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    out.push(stem(w));
  }
  return out;
}
