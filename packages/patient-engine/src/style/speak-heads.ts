/**
 * The words of case-note labels and how a patient says them instead (used by speak.ts): feeling
 * nouns with their adjectives, fixed phrasings for common labels, and which words start a label.
 */

/** How strongly or how often, from the label's first word. */
export interface Adverb {
  pre?: string;
  deg?: string;
}

export const MODIFIERS: Record<string, Adverb | null> = {
  intense: { deg: 'really' },
  severe: { deg: 'really' },
  strong: { deg: 'really' },
  excessive: { deg: 'really' },
  extreme: { deg: 'really' },
  overwhelming: { deg: 'really' },
  constant: { pre: 'always' },
  persistent: { pre: 'always' },
  chronic: { pre: 'always' },
  ongoing: { pre: 'always' },
  intrusive: { pre: 'always' },
  frequent: { pre: 'often' },
  recurrent: { pre: 'often' },
  repeated: { pre: 'often' },
  occasional: { pre: 'sometimes' },
  emotional: null,
  general: null,
  generalised: null,
  marked: null,
};

export type Frame = 'feel' | 'get' | 'am';

/** Feeling nouns and the words a patient says instead: "irritability" is "I get irritable". */
export const FEELINGS: Record<string, readonly [string, Frame]> = {
  guilt: ['guilty', 'feel'],
  shame: ['ashamed', 'feel'],
  remorse: ['guilty', 'feel'],
  hopelessness: ['hopeless', 'feel'],
  worthlessness: ['worthless', 'feel'],
  helplessness: ['helpless', 'feel'],
  failure: ['like a failure', 'feel'],
  loneliness: ['lonely', 'feel'],
  isolation: ['cut off', 'feel'],
  emptiness: ['empty', 'feel'],
  numbness: ['numb', 'feel'],
  sadness: ['sad', 'feel'],
  dread: ['a sense of dread', 'get'],
  distance: ['distant', 'feel'],
  anger: ['angry', 'get'],
  rage: ['furious', 'get'],
  irritability: ['irritable', 'get'],
  irritation: ['irritated', 'get'],
  tearfulness: ['tearful', 'get'],
  restlessness: ['restless', 'feel'],
  agitation: ['wound up', 'get'],
  tiredness: ['tired', 'am'],
  fatigue: ['tired', 'am'],
  exhaustion: ['exhausted', 'am'],
  anxiety: ['anxious', 'get'],
  nervousness: ['nervous', 'get'],
  worry: ['worried', 'get'],
  worries: ['worried', 'get'],
  fear: ['scared', 'am'],
  fears: ['scared', 'am'],
  distress: ['upset', 'get'],
  frustration: ['frustrated', 'get'],
  envy: ['envious', 'feel'],
  jealousy: ['jealous', 'get'],
  bitterness: ['bitter', 'feel'],
  resentment: ['resentful', 'feel'],
  cynicism: ['cynical', 'feel'],
  detachment: ['detached', 'feel'],
  horror: ['horrified', 'feel'],
  secrecy: ['secretive', 'feel'],
  dizziness: ['dizzy', 'get'],
  boredom: ['bored', 'get'],
  hypervigilance: ['on edge', 'am'],
  distractibility: ['distracted easily', 'get'],
  confusion: ['confused', 'get'],
};

/** A clause of the spoken sentence: a feeling word in its frame, or words already spoken. */
export type Clause =
  | { adj: string; frame: Frame; adv: Adverb }
  | { text: string; perfect?: string; object?: boolean; whole?: boolean };

type Head = readonly [RegExp, (m: RegExpExecArray, adv: Adverb) => Clause];

const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|a few|many)`;

/**
 * Labels with a fixed spoken form, tried before the feeling nouns. An `object` head takes what
 * follows as its object ("Avoidance of" + "crowds"); a `whole` one takes everything after it.
 */
export const HEADS: readonly Head[] = [
  [/^(?:low|depressed) mood\b/i, () => ({ text: "my mood's low", perfect: "my mood's been low" })],
  [/^mood (swings|shifts|changes)\b/i, (m) => ({ text: `my mood ${(m[1] ?? '').replace(/s$/, 's')}` })],
  [
    /^(?:poor|broken|disturbed|disrupted|bad|restless|light) sleep\b/i,
    () => ({ text: "I don't sleep well" }),
  ],
  [
    /^sleep (?:disrupted|disturbed|broken|interrupted) by\b/i,
    () => ({ text: "I don't sleep well because of", object: true }),
  ],
  [/^(?:poor|low|reduced) (?:concentration|focus)\b/i, () => ({ text: "I can't concentrate" })],
  [/^(?:poor|low|reduced) appetite\b/i, () => ({ text: "I haven't got much appetite" })],
  [/^(?:low|no|reduced) energy\b/i, () => ({ text: "I've got no energy" })],
  [/^low motivation\b/i, () => ({ text: "I can't get motivated" })],
  [/^(?:low|poor) (?:self-worth|self-esteem)\b/i, () => ({ text: "I don't think much of myself" })],
  [/^(?:low|poor) confidence\b/i, () => ({ text: "I've got no confidence" })],
  [/^self-(?:criticism|blame)\b/i, (_, a) => ({ text: `I'm ${a.deg ?? ''} hard on myself` })],
  [/^rumination\b/i, () => ({ text: 'I go over and over things' })],
  [/^weight loss\b/i, (_, a) => ({ text: a.deg ? "I've lost a lot of weight" : "I've lost weight" })],
  [/^weight gain of\b/i, () => ({ text: "I've put on", object: true })],
  [/^weight gain\b/i, () => ({ text: "I've put on weight" })],
  [/^low weight\b/i, () => ({ text: "I'm underweight" })],
  [/^(?:longing|yearning) for\b/i, (_, a) => ({ text: `I ${a.deg ?? ''} miss`, object: true })],
  [/^preoccupation with\b/i, () => ({ text: "I can't stop thinking about", object: true })],
  [/^avoidance of\b/i, () => ({ text: 'I avoid', object: true })],
  [/^ambivalence about\b/i, () => ({ text: 'I keep going back and forth about', object: true })],
  [/^withdrawal from\b/i, () => ({ text: "I've pulled away from", object: true })],
  [/^loss of interest in\b/i, () => ({ text: "I've lost interest in", object: true })],
  [/^loss of (?:pleasure|enjoyment)\b/i, () => ({ text: "I don't enjoy anything any more" })],
  [/^loss of meaning\b/i, () => ({ text: 'nothing feels like it means much any more' })],
  [/^loss of\b/i, () => ({ text: "I've lost", object: true })],
  [/^(?:difficulty|trouble) (\w+ing)\b/i, (m) => ({ text: `I have trouble ${m[1]}`, object: true })],
  [/^unable to\b/i, () => ({ text: "I can't", object: true })],
  [
    /^(?:repeated )?failed attempts to (.+)$/i,
    (m, a) => ({
      text: `I've tried to ${m[1]}${a.pre === 'often' ? ', again and again' : ''}, and it hasn't worked`,
      whole: true,
    }),
  ],
  [/^continued (\w+ing)\b/i, (m) => ({ text: `I've kept ${m[1]}`, object: true })],
  [
    /^reassurance seeking\b/i,
    (_, a) => ({ text: a.pre ? `I ${a.pre} ask for reassurance` : 'I keep asking for reassurance' }),
  ],
  [/^self-induced vomiting\b/i, () => ({ text: 'I make myself sick' })],
  [/^laxative use\b/i, (_, a) => ({ text: `I ${a.pre ?? ''} use laxatives` })],
  [/^binge (?:episodes|eating)\b/i, () => ({ text: 'I binge' })],
  [/^excessive exercise\b/i, () => ({ text: 'I exercise too much' })],
  [
    /^increased (vodka|alcohol|wine|beer|whisky|drinking)(?: use)?\b/i,
    (m) => ({
      text: /drinking|alcohol/i.test(m[1] ?? '')
        ? "I've been drinking more"
        : `I've been drinking more ${m[1]}`,
    }),
  ],
  [/^impulsive spending\b/i, () => ({ text: "I've been spending too much" })],
  [/^restriction to\b/i, () => ({ text: 'I stick to', object: true })],
  [/^tension\b/i, () => ({ text: 'things are tense' })],
  [/^early (?:morning )?waking\b/i, () => ({ text: 'I wake up early' })],
  [
    /^slowed(?: (?:movement|speech|thinking))?(?: and (?:movement|speech|thinking|withdrawn))?\b/i,
    () => ({
      text: 'I feel slowed down',
    }),
  ],
  [
    /^tight ((?:neck|shoulders|chest|jaw|back)(?: and (?:neck|shoulders|chest|jaw|back))?)\b/i,
    (m) => ({
      text: `my ${m[1]} feel${/ and |s$/.test(m[1] ?? '') ? '' : 's'} tight`,
    }),
  ],
  [/^exaggerated startle(?: response)?\b/i, () => ({ text: 'I jump at the slightest thing' })],
  [/^survivor guilt\b/i, () => ({ text: 'I feel guilty that I survived' })],
  [/^clock-watching in bed\b/i, () => ({ text: 'I lie in bed watching the clock' })],
  [
    /^(relationship|marriage|engagement) (ended|broke down|fell apart)\b/i,
    (m) => ({ text: `my ${m[0]}`, object: true }),
  ],
  [
    /^(grades|marks|drinking|weight|sleep) (dropping|slipping|increasing|getting worse)\b/i,
    (m) => ({
      text: `my ${m[1]} ${m[1] === 'grades' || m[1] === 'marks' ? 'are' : 'is'} ${m[2]}`,
      object: true,
    }),
  ],
  [/^(reassurance|alcohol|drinking|exercise|work) (\w+s) (me|my)\b/i, (m) => ({ text: m[0], object: true })],
  [/^(taken on|become|given up)\b/i, (m) => ({ text: `I've ${m[1]}`, object: true })],
  [
    new RegExp(String.raw`^(?:${NUMBER}\b[^,]*?\bhours?\b|hours a day)`, 'i'),
    (m) => ({ text: `I spend ${m[0]}`, whole: true }),
  ],
  [
    new RegExp(String.raw`^${NUMBER}\b[^,]*?\b(cans|drinks|pints|units|bottles|glasses|coffees)\b`, 'i'),
    (m) => ({
      text: `I have ${m[0]}`,
      whole: true,
    }),
  ],
  [
    new RegExp(String.raw`^(?=(?:${NUMBER}|an?)\b.*\b(ago|last|yesterday)\b)`, 'i'),
    () => ({ text: 'I had', object: true }),
  ],
  [new RegExp(String.raw`^(?=(?:${NUMBER}|an?)\b)`, 'i'), () => ({ text: "I've had", object: true })],
  [
    /^(feeling|pacing|crying|shouting|drinking|dozing|napping|skipping|sleeping|waking|worrying)\b/i,
    (m) => ({
      text: /^feeling$/i.test(m[1] ?? '') ? 'I feel' : `I ${gerundBase(m[1] ?? '')}`,
      object: true,
    }),
  ],
];

/** Physical and episodic symptoms: "I get frequent headaches", "I've got constant back pain". */
export const EPISODES =
  /\b(nightmares|flashbacks|headaches|migraines|panic attacks|attacks|aches|sweats|cravings|urges|outbursts|palpitations|tightness|nausea|memories|images|thoughts|shakes|tremors|pains|pain|flare-ups|nosebleeds|lapses|blackouts)\b/i;

export const ATTACH =
  /^(,\s*)?(about|of|with|at|in|on|for|since|when|whenever|while|from|over|around|after|afterwards|before|during|by|to|towards|despite|especially|most|every|all|within|as|until|without|even|again|three|two|four|five|six|seven|one|several|the|if|because|each|mostly|often|daily|nightly|much)\b/i;

/** Verbs whose -ing form drops an "e" the endings below cannot tell. */
const E_VERBS = new Set(
  'game pace make take bake give live drive leave use lose close hide ride write smoke vape cope hope dance move prove isolate rehearse come shave skate care share binge purge'.split(
    ' ',
  ),
);

export function gerundBase(word: string): string {
  const w = word.toLowerCase();
  const stem = w.replace(/ing$/, '');
  if (E_VERBS.has(`${stem}e`)) return `${stem}e`;
  if (/(.)\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem)) return stem.slice(0, -1);
  if (
    /(ac|at|iv|ak|ur|rg|nc|dg|uc|iz|ys|ag|in|oz|ap|ip|as)$/.test(stem) &&
    !/^(eat|visit|drink|think|cook|look|talk|walk|work|rock|check|nap|skip|sleep|gain)$/.test(stem)
  )
    return `${stem}e`;
  return stem;
}
