import { feelingsIn } from './feelings';
import { wordStems as contentStems } from '../text/stems';
import { mustFeel } from './cues-directive';
import { stripLead } from './question';

/**
 * Reflections: statements that mirror what the patient said or name what they feel. A simple
 * reflection stays with what was said; a complex one adds meaning, an unspoken feeling, a metaphor
 * or both sides of an ambivalence.
 */
export type ReflectionKind = 'simple' | 'complex';

const STEMS = [
  /^(it |that |this )?(sounds|seems|looks|feels|sounded|seemed) (like|as (if|though)|that|to me|as though)\b/,
  /^(it is|that is|this is|it was|it has been) (like|as (if|though)|almost like|kind of like)\b/,
  /^you (are|were|have been|had been|feel|felt|have felt|want|wanted|do not|did not|cannot|could not|think|thought|believe|wish|hope|miss|missed|worry|care|keep|find|found|get|never|still|really|just|seem|sound|would like|would rather|would love|had|have|notice|noticed|hate|love|needed|know|knew|see|saw|blame|struggle|struggled|wonder|are wondering|mentioned|said|described|told me)\b/,
  /^(what )?i am hearing\b/,
  /^i hear (that|you saying|how|a lot|some|you are|you have)\b/,
  /^if i am hearing you\b/,
  /^(i )?(get|have) (the|a) (sense|feeling|impression)\b/,
  /^i (sense|notice|can hear|can see|am noticing|am sensing) (that )?(you|how|this|there|a|some|part)\b/,
  /^(a )?part of you\b/,
  /^on (the )?one hand\b/,
  /^there is (a part of you|something about|a lot going on|a sense)\b/,
  /^(almost|kind of|sort of) (like|as if)\b/,
  /^(this|that|it) (is|has been|was) (really |so )?(weighing|hanging|sitting|eating|taking|wearing|getting)\b/,
  /^(it is|that is) (really |so |very )?(important|precious|painful|frightening|hard) (to|for) you\b/,
  /^(what matters|what is important) (to|for) you\b/,
  /\b(matters?|is important|means) (a (great )?deal |a lot |so much |everything |more than anything )?to you\b/,
  /^(your|the) (worry|fear|sense|feeling|concern) is\b/,
  /^(you are|you have been|you feel) (left|stuck|trapped|torn|carrying|holding)\b/,
];

const SO_YOU = /^(so|and so|and|okay so|so it sounds like)\s+(you|it|that|your|part|this)\b/;

export const METAPHOR =
  /\b(carry|carrying|carried|weight|weighing|heavy|burden|stuck|trapped|drowning|wall|walls|storm|battle|battling|fighting|juggling|running on empty|eggshells|rollercoaster|roller coaster|fog|cloud|cage|shadow|prison|spinning|treading water|pressure cooker|island|chained|frozen|suffocating|tightrope|balancing|minefield|tunnel|autopilot|falling apart|crumbling|breaking point|hanging by a thread|holding your breath|mountain|uphill|sinking|armour|armor|mask|brave face|switched off|running away|hiding|holding (it|everything|things) together|on your shoulders|in the dark|lost at sea|on fire|explode|exploding|bottled|boiling|shell|numbing|a hole|empty tank|on hold|paused|a knot|a ghost|a stranger|raw|swallowed|consumed|taken over|eaten up|whole life|letting (everyone|them|people) down)\b/;
export const AS_IF =
  /\b(as if|as though|almost like|(?<!(sounds|seems|looks|feels|sounded|seemed|felt|feel) )like (you are|you have|there is|it is|a|an|being))\b/;
export const DOUBLE =
  /\b(on (the )?one hand|part of you|and yet|and at the same time|but at the same time|but also|another part|then again|even though|while also|torn between|mixed feelings)\b/;
export const MEANING =
  /\b(because|which means|what matters|matters to you|matters a (great )?deal|crept|creeping|the one (place|thing|person|time)|let it show|important to you|you care|you value|underneath|deep down|more than just|what you really|wondering (whether|if)|worried that|afraid that|scared that|at the heart|the hardest part|what hurts|most of all|you would rather|you want (people|them|him|her|someone|to be)|you wish|so that|in order to|protect|keeping (yourself|them|everyone)|keep (the peace|everyone happy|going)|for the first time|no one|nobody|on your own|by yourself|all alone|instead of|the only (one|person|way)|lost (yourself|your)|who you (are|were)|what it says about you|says something about|mean that you|if you (stop|let|admit))\b/;

export interface ReflectionResult {
  kind: ReflectionKind;
  feelings: { word: string; family: string }[];
}

export function reflectionStem(text: string): boolean {
  const t = stripLead(text);
  return SO_YOU.test(text) || STEMS.some((re) => re.test(t)) || mustFeel(t);
}

/**
 * Figurative or meaning-making language a reflection adds on top of the patient's words: a metaphor,
 * an "as if", both sides of ambivalence, or what something means to them.
 */
export function addsMeaning(text: string, patientText: string): boolean {
  return [METAPHOR, AS_IF, DOUBLE, MEANING].some((re) => {
    const m = re.exec(text);
    return m !== null && !patientText.includes(m[0]);
  });
}

/** Content stems shared with the patient's line, and those that are new. */
function overlap(
  words: readonly string[],
  patientStems: ReadonlySet<string>,
): { shared: number; novel: number } {
  const stems = contentStems(words);
  let shared = 0;
  let novel = 0;
  for (const s of stems) {
    if (patientStems.has(s)) shared++;
    else novel++;
  }
  return { shared, novel };
}

/**
 * Whether a statement reflects, and how. `patientText` is the patient's last line, normalised;
 * without it only stems and named feelings count, and novelty cannot be judged.
 */
export function reflectionKind(
  text: string,
  words: readonly string[],
  patientText: string | undefined,
  patientStems: ReadonlySet<string>,
): ReflectionResult | null {
  const feelings = feelingsIn(text);
  const stemmed = reflectionStem(text);
  const { shared, novel } = overlap(words, patientStems);
  const short = words.length <= 5;
  const cue = (re: RegExp) => {
    const m = re.exec(text);
    return m !== null && (patientText === undefined || !patientText.includes(m[0]));
  };
  const adds = cue(METAPHOR) || cue(AS_IF) || cue(DOUBLE) || cue(MEANING);
  const echo =
    patientText !== undefined &&
    !/^(i|my|we|let|please)\b/.test(text) &&
    (shared >= 2 ||
      (shared >= 1 && ((short && novel <= 1) || /^so\b/.test(text) || (adds && words.length >= 5))));
  // "So, mostly weekends then." A statement opened with "so" sums up what was heard.
  const soStatement = /^so\b/.test(text) && words.length >= 3 && !/^so (i|we|let|today|now)\b/.test(text);
  const namesFeeling = feelings.length > 0 && !/^(i|my|we)\b/.test(text);
  // A statement about the patient ("you ...") that adds something is a reflection even without an echo.
  const aboutYou =
    /\byou(r)?\b/.test(text) && !/^(i|my|we|let|please)\b/.test(text) && words.length >= 4 && adds;
  if (!stemmed && !echo && !namesFeeling && !aboutYou && !soStatement) return null;

  const novelFeeling = patientText !== undefined && feelings.some((f) => !patientText.includes(f.word));
  const inferred = mustFeel(text) || /\byou (might|may) (be|have been) feeling\b/.test(text);
  const complex =
    adds || novelFeeling || inferred || (patientText !== undefined && shared >= 1 && novel >= 5);
  return { kind: complex ? 'complex' : 'simple', feelings };
}
