import type { Emotion } from '@practicum/personas';

/**
 * Feeling words a student may name, grouped in families. A reflection that names a feeling of a
 * family the patient is not showing (and has not named) is inaccurate, and the patient corrects it.
 */
export type FeelingFamily =
  'sad' | 'anxious' | 'angry' | 'shame' | 'hopeless' | 'numb' | 'positive' | 'broad';

const words = (list: string) => list.split('|');

const FAMILY_WORDS: Record<FeelingFamily, readonly string[]> = {
  sad: words(
    'sad|down|low|depressed|miserable|heartbroken|unhappy|grief|grieving|lonely|loneliness|' +
      'alone|isolated|tearful|sorrow|miss them|miss her|miss him|missing them|sadness|' +
      'devastated|lost|empty',
  ),
  anxious: words(
    'anxious|worried|nervous|scared|afraid|frightened|panicky|panicked|tense|fearful|' +
      'terrified|frightening|scary|terrifying|uneasy|edgy|jumpy|apprehensive|unsafe|uncertain|' +
      'insecure|on edge|wound up|restless',
  ),
  angry: words(
    'angry|furious|mad|irritated|annoyed|frustrated|resentful|bitter|fed up|livid|cross|' +
      'enraged|irritable|betrayed|let down|pissed off',
  ),
  shame: words(
    'ashamed|embarrassed|guilty|humiliated|stupid|worthless|useless|a failure|inadequate|' +
      'not good enough|responsible|to blame|a burden|pathetic|weak|judged',
  ),
  hopeless: words(
    'hopeless|helpless|stuck|trapped|defeated|pointless|powerless|beaten|like giving up|' +
      'at the end of your rope|out of options',
  ),
  numb: words('numb|flat|detached|disconnected|nothing|blank|shut down|dead inside|hollow'),
  positive: words('happy|relieved|hopeful|excited|proud|glad|grateful|calm|content|optimistic|better'),
  broad: words(
    'upset|hurt|overwhelmed|stressed|exhausted|tired|drained|confused|torn|conflicted|' +
      'ambivalent|unsure|mixed|worn out|burnt out|burned out|vulnerable|misunderstood|unheard|' +
      'invisible|abandoned|rejected|alone',
  ),
};

export const FEELING_WORDS: readonly (readonly [string, FeelingFamily])[] = Object.entries(FAMILY_WORDS)
  .flatMap(([family, words]) => words.map((w) => [w, family as FeelingFamily] as const))
  .sort((a, b) => b[0].length - a[0].length);

const FEELING_RE = new RegExp(
  `\\b(${FEELING_WORDS.map(([w]) => w.replace(/ /g, '\\s+')).join('|')})\\b`,
  'g',
);

/** Feeling words named in a normalised text, longest first. */
export function feelingsIn(text: string): { word: string; family: FeelingFamily }[] {
  const out: { word: string; family: FeelingFamily }[] = [];
  for (const m of text.matchAll(FEELING_RE)) {
    const word = (m[1] ?? '').replace(/\s+/g, ' ');
    const family = FEELING_WORDS.find(([w]) => w === word)?.[1];
    if (family) out.push({ word, family });
  }
  return out;
}

export const EMOTION_FAMILY: Record<Emotion, FeelingFamily | null> = {
  neutral: null,
  sad: 'sad',
  tearful: 'sad',
  anxious: 'anxious',
  fearful: 'anxious',
  angry: 'angry',
  irritable: 'angry',
  frustrated: 'angry',
  ashamed: 'shame',
  guilty: 'shame',
  hopeless: 'hopeless',
  numb: 'numb',
  guarded: 'anxious',
  relieved: 'positive',
  hopeful: 'positive',
  warm: 'positive',
};

/** Families close enough that naming one for the other still feels heard. */
const NEAR: Record<FeelingFamily, readonly FeelingFamily[]> = {
  sad: ['hopeless', 'numb', 'shame'],
  anxious: ['shame'],
  angry: ['shame'],
  shame: ['sad', 'anxious'],
  hopeless: ['sad', 'numb'],
  numb: ['sad', 'hopeless'],
  positive: [],
  broad: [],
};

/** Whether naming `named` fits a patient who shows or tends to show `emotions`. */
export function fitsFeeling(named: FeelingFamily, emotions: readonly Emotion[]): boolean {
  if (named === 'broad') return true;
  return emotions.some((e) => {
    const f = EMOTION_FAMILY[e];
    return f !== null && (f === named || NEAR[f].includes(named));
  });
}

/** How a patient names their own emotion when correcting a student. */
export const OWN_FEELING_WORDS: Record<Emotion, readonly string[]> = {
  neutral: ['tired', 'fed up'],
  sad: ['sad', 'low', 'heavy'],
  tearful: ['upset', 'raw'],
  anxious: ['on edge', 'wound up', 'nervous'],
  fearful: ['scared', 'frightened'],
  angry: ['angry', 'furious'],
  irritable: ['wound up', 'irritable', 'snappy'],
  frustrated: ['fed up', 'frustrated'],
  ashamed: ['ashamed', 'embarrassed'],
  guilty: ['guilty', 'like it is my fault'],
  hopeless: ['hopeless', 'like nothing is going to change'],
  numb: ['numb', 'flat', 'nothing, really'],
  guarded: ['careful', 'wary'],
  relieved: ['relieved'],
  hopeful: ['hopeful'],
  warm: ['okay', 'alright'],
};
