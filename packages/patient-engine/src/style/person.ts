import { STOPWORDS } from '@practicum/coder';

/** Speaking as the patient: first person, names kept, capitals where they belong. */

/** his/her/their -> my, and so on, so a note reads in the first person. */
export function firstPersonPronouns(text: string): string {
  return text
    .replace(
      /\b(his|her|their)\b(?= (?!to\b|for\b|and\b|or\b|when\b|because\b|about\b|at\b|in\b|on\b|with\b|from\b|that\b|if\b|as\b|so\b|but\b)[a-z])/g,
      'my',
    )
    .replace(/\b(His|Her|Their)\b(?= [a-z])/g, 'My')
    .replace(/\b(himself|herself|themselves|themself)\b/g, 'myself')
    .replace(
      /\b(him|her|them)\b(?=( (to|for|and|or|when|because|about|at|in|on|with|from|that|if|as|so|but)\b|[.,;]|$))/g,
      'me',
    )
    .replace(/\b(He|She|They)\b/g, 'I')
    .replace(/\b(he|she|they)\b/g, 'I')
    .replace(/\b(him|them)\b/g, 'me')
    .replace(/\bI (is|are)\b/g, 'I am')
    .replace(/\bI (has)\b/g, 'I have')
    .replace(/\bI (does)\b/g, 'I do')
    .replace(/\bI (goes)\b/g, 'I go')
    .replace(/\bI ([a-z]+?)(ies)\b/g, 'I $1y')
    .replace(/\bI ([a-z]+(ch|sh|x))es\b/g, 'I $1')
    .replace(/\bI (?!was\b|is\b|has\b|does\b)([a-z]+[^su\W])s\b/g, 'I $1');
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
