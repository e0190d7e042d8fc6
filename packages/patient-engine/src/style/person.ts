import { STOPWORDS } from '@practicum/coder';

/** Speaking as the patient: first person, names kept, capitals where they belong. */

type PronounSet = 'he' | 'she' | 'they';

const SET_OF: Record<string, PronounSet> = {
  he: 'he',
  his: 'he',
  him: 'he',
  himself: 'he',
  she: 'she',
  her: 'she',
  hers: 'she',
  herself: 'she',
  they: 'they',
  their: 'they',
  theirs: 'they',
  them: 'they',
  themselves: 'they',
  themself: 'they',
};

/** The pronoun sets a persona's "she/her", "he/him" or "they/them" stands for (all three if unknown). */
export function ownPronouns(pronouns?: string): Set<PronounSet> {
  const own = new Set<PronounSet>();
  for (const w of (pronouns ?? '').toLowerCase().split(/[^a-z]+/)) {
    const set = SET_OF[w];
    if (set) own.add(set);
  }
  return own.size > 0 ? own : new Set<PronounSet>(['he', 'she', 'they']);
}

/**
 * A generic subject ("a man", "a good mother", "people") that later pronouns in the sentence refer
 * back to: "A man should solve his own problems" is a rule about men, not about the patient.
 */
const GENERIC: readonly (readonly [RegExp, readonly PronounSet[]])[] = [
  [
    /\b(?:a|an|any|every|no|one|the average)\s+(?:(?:real|good|proper|decent|strong|true|grown)\s+)?(?:man|father|husband|son|dad|boy|brother|soldier|gentleman|bloke|guy)\b/i,
    ['he', 'they'],
  ],
  [
    /\b(?:a|an|any|every|no|one|the average)\s+(?:(?:real|good|proper|decent|strong|true|grown)\s+)?(?:woman|mother|mum|mom|wife|daughter|girl|sister|lady)\b/i,
    ['she', 'they'],
  ],
  [
    /\b(?:(?:a|an|any|every|no)\s+(?:(?:good|real|proper|decent)\s+)?(?:person|parent|child|adult|patient|student|professional)|someone|somebody|anyone|anybody|everyone|everybody|nobody|no one)\b/i,
    ['they'],
  ],
  [
    /\b(?:people|men|women|others|parents|mothers|fathers|adults|doctors|professionals|friends|colleagues|strangers|kids|children|family|families|everybody else)\b/i,
    ['they'],
  ],
];

const PREPOSITION =
  /^(to|for|and|or|when|because|about|at|in|on|with|from|that|if|as|so|but|than|too|again|anyway|alone|up|out|off|back|down|away|over|enough|first|now|then|there|here|more|less)$/i;
const PARTICIPLE =
  /^(been|got|gotten|had|done|gone|made|become|lost|left|taken|given|seen|stopped|started|tried|always|never|already|just)$/i;

function matchCase(word: string, out: string): string {
  return /^[A-Z]/.test(word) && out !== 'I' ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

/** One sentence's own pronouns to the first person; pronouns for others (or a generic subject) stay. */
function convertSentence(sentence: string, own: ReadonlySet<PronounSet>): string {
  let generic: { at: number; keeps: readonly PronounSet[] } | null = null;
  for (const [re, keeps] of GENERIC) {
    const m = re.exec(sentence);
    if (m && (generic === null || m.index < generic.at)) generic = { at: m.index, keeps };
  }
  const converted = sentence.replace(
    /\b(he|she|they|his|her|hers|their|theirs|him|them|himself|herself|themselves|themself)\b(?:'(s|re|ve|d|ll))?/gi,
    (whole: string, word: string, clitic: string | undefined, at: number, text: string) => {
      const lower = word.toLowerCase();
      const set = SET_OF[lower] as PronounSet;
      if (!own.has(set)) return whole;
      if (generic && at > generic.at && generic.keeps.includes(set)) return whole;
      const next = /^\s+([A-Za-z'-]+)/.exec(text.slice(at + whole.length))?.[1] ?? '';
      if (/self$|selves$/.test(lower)) return 'myself';
      if (lower === 'hers' || lower === 'theirs') return 'mine';
      if (lower === 'he' || lower === 'she' || lower === 'they') {
        if (!clitic) return 'I';
        if (clitic === 's') return PARTICIPLE.test(next) ? "I've" : "I'm";
        return clitic === 're' ? "I'm" : `I'${clitic}`;
      }
      // "her" before a noun is "my"; before a preposition, punctuation or the end it is "me".
      const beforeNoun = next !== '' && !PREPOSITION.test(next) && /^[a-z]/i.test(next);
      if (lower === 'his' || lower === 'their') return matchCase(word, beforeNoun ? 'my' : 'mine');
      if (lower === 'her') return matchCase(word, beforeNoun ? 'my' : 'me');
      return matchCase(word, 'me');
    },
  );
  return converted
    .replace(/\bI (is|are)\b/g, 'I am')
    .replace(/\bI (was|were)\b/g, 'I was')
    .replace(/\bI (has)\b/g, 'I have')
    .replace(/\bI (does)\b/g, 'I do')
    .replace(/\bI (goes)\b/g, 'I go')
    .replace(/\bI ([a-z]+?)(ies)\b/g, 'I $1y')
    .replace(/\bI ([a-z]+(ch|sh|x))es\b/g, 'I $1')
    .replace(/\bI (?!was\b|is\b|has\b|does\b)([a-z]+[^su\W])s\b/g, 'I $1');
}

/**
 * his/her/their -> my, and so on, so a note reads in the first person. Only the persona's own
 * pronouns (`pronouns`, as in "she/her") are the patient: "Difficulty accepting that he has died"
 * stays about him for a woman. A note already in the patient's voice ("If I tell people, they will
 * judge me") is left as it is, and so are pronouns for a generic subject ("A man keeps his troubles
 * to himself").
 */
export function firstPersonPronouns(text: string, pronouns?: string): string {
  if (/\bI\b/.test(text) || /\b(me|my|myself|mine)\b/i.test(text)) return text;
  const own = ownPronouns(pronouns);
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => convertSentence(s, own))
    .join(' ');
}

/** Lower-cases the first letter unless the first word looks like a name or an acronym. */
export function lowerFirst(text: string, names?: ReadonlySet<string>): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (first === 'I' || /^[A-Z]{2,}/.test(first) || /^I'/.test(first)) return text;
  const word = first.replace(/'s$/, '').replace(/[^A-Za-z]/g, '');
  if (names) return names.has(word) ? text : text.charAt(0).toLowerCase() + text.slice(1);
  const plain = word.toLowerCase();
  const common =
    COMMON_START.test(word) ||
    STOPWORDS.has(plain) ||
    /(ing|ness|ity|ment|tion|able|ible|ful|ous|ive|less|ish|ed)$/.test(plain);
  if (/^[A-Z][a-z]+$/.test(word) && !common) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const COMMON_START =
  /^(A|An|The|My|His|Her|Their|Being|Having|Low|High|Poor|Loss|Lack|Difficulty|Trouble|Feeling|Feelings|Persistent|Constant|Frequent|Excessive|Early|Late|Racing|Intrusive|Social|Sleep|Panic|Fear|Fears|Avoidance|Avoiding|Irritability|Anger|Sadness|Guilt|Shame|Hopelessness|Fatigue|Tiredness|Poor|Reduced|Increased|Heavy|Binge|Daily|Weekly|Occasional|Recurrent|Repeated|Nightmares|Flashbacks|Worry|Worrying|Drinking|Tearfulness|Withdrawal|Isolation|Restlessness|Tension|Muscle|Chest|Heart|Shortness|Dizziness|Nausea|Headaches|Checking|Counting|Cleaning|Washing|Hand|Self|Over|Under|Weight|Appetite|Reassurance|Rumination|Obsessive|Compulsive|Hypervigilance|Numbness|Emotional|Physical|Mood|Concentration|Memory|Racing|Lost|Little|No|Not|Some|Skipping|Missing|Staying|Spending|Using|Calling|Keeping|Hiding|Pushing|Working|Cancelling|Scrolling|Exercising|Praying|Walking|Running|Talking|Reading|Watching|Playing|Sleeping|Eating|Smoking|Vaping|Gambling|Shopping|Cooking|Gardening|To|With|In|At|On|Alone|Shares|Lives|Rents|Owns)$/;

const NAMES = new WeakMap<object, Set<string>>();

/**
 * Proper names in a persona's own texts (people, places, brands): capitalised words that are not at
 * the start of a sentence. Only these keep their capital when a phrase is joined mid-sentence.
 */
export function properNames(persona: {
  name: string;
  background: string;
  presenting_problem: string;
  facts: readonly { text: string }[];
  history: readonly string[];
  demographics: { cultural_background?: string | undefined };
}): Set<string> {
  let names = NAMES.get(persona);
  if (names) return names;
  names = new Set(persona.name.split(/\s+/));
  const texts = [
    persona.background,
    persona.presenting_problem,
    ...persona.history,
    ...persona.facts.map((f) => f.text),
  ];
  if (persona.demographics.cultural_background) texts.push(persona.demographics.cultural_background);
  for (const t of texts) {
    for (const sentence of t.split(/(?<=[.!?:;"])\s+/)) {
      const words = sentence.split(/\s+/).slice(1);
      for (const w of words) {
        const m = /^["'(]?([A-Z][a-z]+(?:-[A-Z][a-z]+)?)/.exec(w);
        if (m?.[1] && !STOPWORDS.has(m[1].toLowerCase())) names.add(m[1]);
      }
    }
  }
  for (const w of ['Mum', 'Dad', 'Mam', 'Mom', 'God', 'Christmas', 'Monday', 'Friday', 'Sunday'])
    names.add(w);
  NAMES.set(persona, names);
  return names;
}

export function firstName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const titled = /^(mr|mrs|ms|miss|dr|prof)\.?$/i.test(parts[0] ?? '');
  return (titled ? parts.slice(0, 2).join(' ') : parts[0]) ?? name;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
