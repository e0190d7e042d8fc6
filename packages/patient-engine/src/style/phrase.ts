import { firstPersonPronouns, lowerFirst } from './person';

/**
 * Persona notes (symptoms, coping behaviours, goals, living situation) are written as a clinician's
 * notes ("Stays in bed at weekends", "Low mood", "To sleep through the night"). These helpers turn
 * them into words the patient can say about themselves.
 */

export type Phrase =
  | { form: 'clause'; text: string } // "stay in bed at weekends" (after "I")
  | { form: 'state'; text: string } // "irritable when my daughter raises it" (after "I get")
  | { form: 'past'; text: string } // "stopped going to church" (after "I")
  | { form: 'gerund'; text: string } // "staying in bed at weekends"
  | { form: 'noun'; text: string } // "low mood"
  | { form: 'sentence'; text: string }; // "I don't sleep well because of the pain"

const BASE_VERBS = new Set(
  `avoid stay drink use smoke work sleep eat skip check scroll cancel withdraw isolate keep pretend clean
  exercise run walk pray call text read watch play binge restrict purge count hide lie spend gamble
  overwork overeat cry shout snap argue push bottle ruminate worry plan seek ask reassure google search
  listen write journal draw paint cook garden go visit talk vape take wash tidy order fix stop start try
  distract numb sit lie stare tell say hold make buy shop chew bite pick pull scratch rock pace leave
  miss lose forget care feel think believe blame doubt get have do be ignore isolate rehearse startle
  need binge refuse seek search alternate restrict find know neglect replay overcommit swap panic
  grip wear press buy rewrite erase tap`.split(/\s+/),
);

const IRREGULAR: Record<string, string> = {
  has: 'have',
  does: 'do',
  goes: 'go',
  is: 'am',
  was: 'was',
  says: 'say',
};

/** Symptom nouns that end in -s and must not be read as verbs ("Nightmares about the crash"). */
const PLURAL_NOUNS = new Set(
  `flashbacks nightmares thoughts feelings worries headaches problems difficulties episodes memories urges
  cravings news images doubts fears tears attacks palpitations symptoms rituals compulsions obsessions voices
  mood swings periods days nights mornings evenings weeks shakes sweats aches pains spells bouts hours
  minutes times years months`.split(/\s+/),
);
const VERB_FOLLOWERS = new Set(
  `a an the to up out in on at with my his her their it off away until late most every all more less back
  through over for into alone long hours whenever when constantly repeatedly excessively heavily daily
  nightly frequently compulsively online herself himself themselves myself alcohol wine beer food others
  between about over around after before under across against without during while
  people friends family work social everything anything nothing things multiple several two three four`.split(
    /\s+/,
  ),
);

function baseOf(word: string, nextWord = ''): string | null {
  const w = word.toLowerCase();
  if (PLURAL_NOUNS.has(w)) return null;
  if (IRREGULAR[w]) return IRREGULAR[w] as string;
  const candidates = [
    w.endsWith('ies') ? w.slice(0, -3) + 'y' : null,
    /(ch|sh|ss|x|z|o)es$/.test(w) ? w.slice(0, -2) : null,
    w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : null,
  ];
  for (const c of candidates) if (c && BASE_VERBS.has(c)) return c;
  if (/[^s]s$/.test(w) && !/(ous|ness|is|us)$/.test(w) && VERB_FOLLOWERS.has(nextWord.toLowerCase())) {
    return candidates.find((c) => c !== null) ?? null;
  }
  return null;
}

const STATES = new Set(
  `tired low withdrawn restless tearful irritable anxious jumpy tense numb flat sad angry exhausted hypervigilant
  agitated preoccupied isolated lonely worried nervous fearful hopeless guilty ashamed easily quick snappy
  short tearful detached distant forgetful wired`.split(/\s+/),
);

/** Base verbs that are also nouns ("Sleep disrupted by worry"): verbs only before an object or adverb. */
const AMBIGUOUS_VERBS = new Set(
  `sleep work drink use smoke run walk play watch read worry cry fix need feel care plan count lie shop cook
  garden order search text call draw paint journal binge purge check`.split(/\s+/),
);
const LOW_NOUNS = new Set([
  'mood',
  'self-worth',
  'self-esteem',
  'energy',
  'motivation',
  'confidence',
  'appetite',
  'libido',
]);

const PAST_VERBS = new Set(
  `lost stopped quit gave left withdrew dropped started began missed cancelled skipped moved took became got put cut
  stepped pulled walked fell broke ran drank ate slept spent`.split(/\s+/),
);
const PASSIVE =
  /^(treated|referred|diagnosed|admitted|prescribed|discharged|hospitali[sz]ed|raised|born|bullied|adopted|assessed|sectioned|arrested|cautioned|suspended|excluded|expelled|sacked|fired|signed)$/;
const PAST_FOLLOWERS = new Set(
  `from to my the a an out up off of into away back on at in with going all`.split(/\s+/),
);

/** In a clause, later verbs joined by "and" follow the first one: "makes jokes and tells stories". */
function conjoined(text: string): string {
  return text.replace(
    /\b(and|or|then) ([a-z]+s)\b( (\w+))?/g,
    (whole, conj: string, verb: string, rest = '', next = '') => {
      const base = baseOf(verb, next);
      return base && (BASE_VERBS.has(base) || VERB_FOLLOWERS.has(next.toLowerCase()))
        ? `${conj} ${base}${rest}`
        : whole;
    },
  );
}

/**
 * "Stays in bed" -> clause "stay in bed"; "Staying in bed" -> gerund; "Irritable when..." -> state;
 * "Low mood" -> noun. Coping notes are nearly always verb phrases, so `verbish` reads any leading
 * "-s" word as a verb.
 */
export function toPhrase(
  note: string,
  verbish = false,
  names?: ReadonlySet<string>,
  pronouns?: string,
): Phrase {
  const clean = firstPersonPronouns(note.trim().replace(/[.;]+$/, ''), pronouns);
  const [first = '', ...rest] = clean.split(/\s+/);
  const tail = rest.join(' ');
  // "Mentally reviews whether..." -> "mentally review whether...".
  if (
    (/ly$/i.test(first) || /^(still|always|never|only|often|rarely|sometimes)$/i.test(first)) &&
    rest.length > 1
  ) {
    const inner = toPhrase(rest.join(' '), true, names, pronouns);
    if (inner.form === 'clause') return { form: 'clause', text: `${first.toLowerCase()} ${inner.text}` };
  }
  let base = baseOf(first, rest[0] ?? '');
  if (!base && verbish && /^[A-Za-z]+[^su]s$/.test(first) && !PLURAL_NOUNS.has(first.toLowerCase())) {
    base = first
      .toLowerCase()
      .replace(/ies$/, 'y')
      .replace(/(ch|sh|x|z|ss)es$/, '$1')
      .replace(/([^s])s$/, '$1');
  }
  if (base) return { form: 'clause', text: conjoined([base, tail].filter(Boolean).join(' ')) };
  const lower = first.toLowerCase().replace(/,$/, '');
  const next = (rest[0] ?? '').toLowerCase();
  const lowered = lowerFirst(clean, names);
  if (STATES.has(lower) && !(lower === 'low' && LOW_NOUNS.has(next))) return { form: 'state', text: lowered };
  // "Treated with antibiotics", "Referred by the GP": things done to the patient.
  if (PASSIVE.test(lower) && /^(by|with|in|at|for|to|from|on|after|as|into|under)$/.test(next))
    return { form: 'past', text: `was ${lowered}` };
  if (!lower.includes('-') && (PAST_VERBS.has(lower) || (/ed$/.test(lower) && PAST_FOLLOWERS.has(next)))) {
    return { form: 'past', text: lowered };
  }
  const ambiguous = AMBIGUOUS_VERBS.has(lower) && !VERB_FOLLOWERS.has(next) && !/ly$/.test(next);
  if (BASE_VERBS.has(lower) && rest.length > 0 && (verbish || !ambiguous))
    return { form: 'clause', text: lowered };
  if (/^[A-Za-z]+ing$/.test(first) && first.length > 4) return { form: 'gerund', text: lowered };
  return { form: 'noun', text: lowered };
}

/** A goal note as something the patient wants: "to sleep through the night". */
export function goalInfinitive(goal: string, pronouns?: string): string | null {
  const g = firstPersonPronouns(goal.trim().replace(/[.;]+$/, ''), pronouns).replace(
    /^(wants|would like|hopes|hoping|aims|needs) to\s+/i,
    'To ',
  );
  if (/^(does not|do not|doesn't|don't|not|no|has not|have not|hasn't|is not|isn't|still|for)\b/i.test(g))
    return null;
  // A note that slips back into the third person ("but does not yet know") cannot be spoken as is.
  if (/\b(but|and|though) (does|is|has|wants|says|feels|thinks|knows|would|will|might|cannot)\b/i.test(g))
    return null;
  if (/^to\s/i.test(g)) return lowerFirst(g);
  const p = toPhrase(g, false, undefined, pronouns);
  if (p.form === 'clause') return `to ${p.text}`;
  if (
    /^(be|feel|get|stop|start|have|find|learn|understand|go|make|work|sleep|enjoy|manage|cope|reconnect|rebuild|return|move|keep|know|talk)\b/i.test(
      g,
    )
  ) {
    return `to ${lowerFirst(g)}`;
  }
  return null;
}

/** "Lives alone in a flat" -> "I live alone in a flat". */
export function livingSentence(note: string, pronouns?: string): string {
  const n = firstPersonPronouns(note.trim().replace(/[.;]+$/, ''), pronouns);
  if (/^(with|alone|in|at|on|by)\b/i.test(n)) return `I live ${lowerFirst(n)}.`;
  const home =
    /^(a |an |the |my )?([\w\s'-]*?\b(house|flat|apartment|home|bungalow|cottage|halls|hall|room|studio|caravan|dorm|maisonette|bedsit|hostel|shelter))\b(.*)$/i.exec(
      n,
    );
  if (home && !/^(lives|shares|rents|owns)\b/i.test(n)) {
    const place = (home[2] ?? '').toLowerCase();
    const article = home[1] ?? (/s$/.test(place) ? '' : /^[aeiou]/.test(place) ? 'an ' : 'a ');
    return `I live in ${article.toLowerCase()}${place}${home[4] ?? ''}.`;
  }
  if (/^(lives|shares|rents|owns|stays|boards)\b/i.test(n)) {
    const [first = '', ...rest] = n.split(/\s+/);
    return `I ${first.toLowerCase().replace(/s$/, '')} ${rest.join(' ')}.`;
  }
  return `${n.charAt(0).toUpperCase()}${n.slice(1)}.`;
}
