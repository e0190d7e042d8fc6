/**
 * Finding a patient the way clinicians write: abbreviations (PTSD, OCD, GAD, MDD), spelling
 * variants (post-traumatic, posttraumatic; postnatal, postpartum; self-harm, self harm) and
 * everyday synonyms. This is the one synonym table; the server turns a query into SQL from it, so
 * the patient list and the session history search the same way.
 *
 * Text is compared in a normal form: accents folded, lower case, apostrophes dropped, everything
 * that is not a letter or digit turned into a single space, padded with one space at each end.
 */

/**
 * Wordings that mean the same thing to a clinician, in normal form. A query that names any of them
 * finds text holding any of them. Short abbreviations (three letters or fewer) match whole words
 * only, so GAD never finds "gadget"; longer wordings match the start of a word ("self harm" finds
 * "self harming").
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['ptsd', 'cptsd', 'post traumatic stress', 'posttraumatic stress', 'post traumatic', 'posttraumatic'],
  ['ocd', 'obsessive compulsive', 'obsessive', 'obsessional', 'obsessions'],
  ['gad', 'generalized anxiety', 'generalised anxiety', 'generalized anxiety disorder'],
  ['mdd', 'major depressive', 'major depression', 'clinical depression'],
  ['depression', 'depressive', 'depressed', 'low mood'],
  ['panic', 'panic attack', 'panic attacks', 'panic disorder'],
  [
    'postnatal',
    'post natal',
    'postpartum',
    'post partum',
    'peripartum',
    'perinatal',
    'puerperal',
    'pnd',
    'ppd',
  ],
  [
    'self harm',
    'selfharm',
    'self harming',
    'self injury',
    'self injurious',
    'self injuring',
    'deliberate self harm',
    'nssi',
    'dsh',
  ],
  ['suicide', 'suicidal', 'suicidality'],
  ['bipolar', 'bpad', 'manic depression', 'manic depressive', 'bipolar affective'],
  ['hypomania', 'hypomanic', 'mania', 'manic'],
  ['bpd', 'eupd', 'borderline', 'emotionally unstable personality'],
  ['aud', 'alcohol', 'alcoholism', 'alcoholic', 'alcohol use', 'alcohol misuse', 'problem drinking'],
  [
    'sud',
    'substance',
    'substance use',
    'substance misuse',
    'substance abuse',
    'drugs',
    'drug use',
    'drug misuse',
    'addiction',
    'addicted',
  ],
  ['oud', 'opioid', 'opioids', 'opiate', 'opiates', 'heroin'],
  ['cannabis', 'marijuana', 'weed'],
  ['cocaine', 'stimulant', 'stimulants'],
  ['social anxiety', 'social phobia'],
  ['health anxiety', 'illness anxiety', 'hypochondria', 'hypochondriasis'],
  ['anorexia', 'anorexic', 'anorexia nervosa'],
  ['bulimia', 'bulimic', 'bulimia nervosa'],
  ['binge eating', 'binge eating disorder', 'binge eats'],
  ['eating disorder', 'eating disorders', 'disordered eating'],
  ['insomnia', 'sleeplessness', 'cant sleep', 'sleep problems', 'poor sleep'],
  ['grief', 'bereavement', 'bereaved', 'mourning', 'prolonged grief', 'complicated grief'],
  ['stillbirth', 'stillborn', 'still birth'],
  ['anger', 'anger problems', 'explosive', 'intermittent explosive', 'ied'],
  ['psychosis', 'psychotic', 'schizophrenia', 'schizophrenic'],
  ['burnout', 'burn out', 'burned out', 'burnt out'],
  ['adjustment', 'adjustment disorder'],
  ['gambling', 'gambler', 'problem gambling'],
  ['ipv', 'domestic violence', 'domestic abuse', 'intimate partner', 'coercive control'],
  ['sexual assault', 'rape', 'sexual abuse'],
  ['rta', 'rtc', 'road traffic', 'car crash', 'car accident', 'collision'],
  ['adhd', 'attention deficit'],
  ['asd', 'autism', 'autistic', 'asperger'],
  ['adolescent', 'adolescence', 'teen', 'teens', 'teenager', 'teenage', 'young person', 'youth'],
  ['older adult', 'late life', 'elderly', 'old age', 'geriatric'],
  ['chronic pain', 'persistent pain'],
];

/** Words a query may hold that carry no meaning for matching, unless they are all it holds. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'or', 'with', 'in', 'on', 'for', 'to', 'who']);

/**
 * Letters folded to plain ones, the same character for character in JavaScript and in SQL
 * (`translate`), upper case included because SQL's lower() may leave accented letters alone.
 */
const FOLD_LOWER =
  'àáâãäåāăąæçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőœŕŗřśŝşšßţťŧùúûüũūŭůűųŵýÿŷźżž';
/** Letters that do not decompose into a plain letter and an accent. */
const UNDECOMPOSED: Record<string, string> = {
  æ: 'a',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  œ: 'o',
  ß: 's',
  ŧ: 't',
};
const FOLD_FROM = [
  ...FOLD_LOWER,
  ...[...FOLD_LOWER].map((c) => c.toUpperCase()).filter((c) => c.length === 1 && c > '~'),
];
const FOLD_TO = FOLD_FROM.map((c) => {
  const lower = c.toLowerCase();
  return UNDECOMPOSED[lower] ?? lower.normalize('NFKD')[0]!;
});

/** The fold table as two equal-length strings, for SQL's translate(text, from, to). */
export const SEARCH_FOLD = { from: FOLD_FROM.join(''), to: FOLD_TO.join('') } as const;

const FOLD = new Map(FOLD_FROM.map((c, i) => [c, FOLD_TO[i]!]));

/** Apostrophes dropped before the rest ("can't" reads "cant"); SQL uses the same class. */
export const SEARCH_APOSTROPHES = "'’ʼ";

/** Text in normal form, without the padding: "Post-Traumatic Stress" -> "post traumatic stress". */
export function normalizeSearchText(text: string): string {
  const folded = [...text].map((c) => FOLD.get(c) ?? c).join('');
  return folded
    .toLowerCase()
    .replace(new RegExp(`[${SEARCH_APOSTROPHES}]`, 'g'), '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * One part of a query: text matches it when the padded normal form contains any of `patterns`, each
 * a LIKE pattern of the shape `% words%` (start of a word) or `% abc %` (a whole short word).
 */
export interface SearchConcept {
  /** What the searcher wrote for this part, in normal form. */
  term: string;
  patterns: string[];
}

const isAbbreviation = (wording: string) => !wording.includes(' ') && wording.length <= 3;
const patternFor = (wording: string) => (isAbbreviation(wording) ? `% ${wording} %` : `% ${wording}%`);

/** Each group's wordings, split into words, longest first, to find the longest named phrase. */
const PHRASES = SEARCH_SYNONYMS.flatMap((group) =>
  group.map((wording) => ({ words: wording.split(' '), group })),
).sort((a, b) => b.words.length - a.words.length);

/**
 * A query as the parts that must all match. A phrase from the synonym table becomes one part that
 * any of its wordings satisfies; any other word must begin a word of the text.
 */
export function searchConcepts(query: string): SearchConcept[] {
  const all = normalizeSearchText(query).split(' ').filter(Boolean);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  const words = meaningful.length > 0 ? meaningful : all;
  const concepts: SearchConcept[] = [];
  for (let i = 0; i < words.length;) {
    const found = PHRASES.find(({ words: phrase }) => phrase.every((w, k) => words[i + k] === w));
    if (found) {
      concepts.push({ term: found.words.join(' '), patterns: [...new Set(found.group.map(patternFor))] });
      i += found.words.length;
    } else {
      concepts.push({ term: words[i]!, patterns: [`% ${words[i]}%`] });
      i += 1;
    }
  }
  return concepts;
}
