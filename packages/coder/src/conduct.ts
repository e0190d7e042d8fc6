import { CONFRONTATION, MINIMISING, REASSURANCE, YOU_ARE_JUDGEMENT } from './acts/cues-directive';
import type { Normalized } from './acts/normalize';
import { HARMFUL_RISK_RESPONSE } from './lexicons/risk';
import { HOSTILITY, OFF_TOPIC, UNPROFESSIONAL } from './lexicons/conduct';
import type { ConductCode } from './schemas/codes.schema';
import { contentStems } from './text/overlap';

const any = (res: readonly RegExp[], t: string) => res.some((re) => re.test(t));

/** "They think you are lazy" reports a judgement; it does not make one. */
const REPORTED =
  /\b(think|thinks|thinking|thought|believe|believes|say|says|said|saying|worry|worried|afraid|scared|fear|feel like|call you|called you|told you|tell you|see you as)\b.*\byou (are|look|sound|seem|might be)\b/;

/**
 * Function words of the languages students most often switch into. A line is in another language
 * when these outnumber English function words, or when most of its letters are not Latin.
 */
const FOREIGN = new Set(
  `el la los las que y en un una es por para con pero como muy esta estoy está estás qué cómo usted tiene
  le les des et est une du au je tu il nous vous avec pas pour mais très êtes suis ça c'est comment
  der die das und ist ich du nicht mit ein eine sie wie geht es ihnen bist sind auch
  il lo gli che di è sono non per ma sei come stai molto questo
  o os as não você é com uma muito tudo bem está
  nie jak się jest ty tak dobrze czy
  ben sen bir ve bu ne nasıl
  jeg du er ikke og hvordan har det`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);
const ENGLISH = new Set(
  'the a an and is are you your i to of in it that what how do does did have has not with for was were be this my me'.split(
    ' ',
  ),
);

export function otherLanguage(raw: string): boolean {
  const letters = raw.match(/\p{L}/gu) ?? [];
  if (letters.length >= 4) {
    const latin = letters.filter((c) => /[a-zA-Z\u00C0-\u024F]/.test(c)).length;
    if (latin / letters.length < 0.5) return true;
  }
  const tokens = raw.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (tokens.length < 2) return false;
  // Inverted marks and eszett are never English; accents on several words rarely are.
  if (/[¿¡ß]/.test(raw)) return true;
  const accented = tokens.filter((w) => /[áéíóúñçãõàèìòùâêîôûäöüœ]/.test(w)).length;
  const foreign = tokens.filter((w) => FOREIGN.has(w) && !ENGLISH.has(w)).length;
  const english = tokens.filter((w) => ENGLISH.has(w)).length;
  return (
    (foreign >= 2 || (foreign >= 1 && accented >= 1) || accented >= 2) && foreign + accented > english * 1.5
  );
}

export interface ConductContext {
  /** What the patient has said lately (and, from the engine, the persona's own material). */
  patientStems: ReadonlySet<string>;
  /** The patient disclosed risk just before: changing the subject now dismisses it. */
  afterDisclosure: boolean;
}

/**
 * Harmful and off-frame conduct in one student turn. Judgement covers blaming, moralising and
 * labelling; hostility covers insults and contempt; invalidation covers minimising and dismissing
 * what the patient feels (including the classic dismissals of a disclosure); false reassurance
 * promises what nobody can promise.
 */
export function conductOf(
  n: Normalized,
  raw: string,
  gibberish: boolean,
  ctx: ConductContext,
): ConductCode[] {
  const out: ConductCode[] = [];
  if (otherLanguage(raw)) return ['other_language'];
  if (n.words.length === 0) return out;
  if (gibberish) return ['nonsense'];
  const whole = n.text;
  const parts = n.sentences.map((s) => s.text);
  const hostile = parts.some((t) => !REPORTED.test(t) && (UNPROFESSIONAL.test(t) || HOSTILITY.test(t)));
  if (hostile) out.push('hostility');
  const judged = parts.some((t) => any(CONFRONTATION, t) || (!REPORTED.test(t) && YOU_ARE_JUDGEMENT.test(t)));
  if (judged) out.push('judgement');
  if (
    parts.some((t) => !REPORTED.test(t) && any(MINIMISING, t)) ||
    (ctx.afterDisclosure && HARMFUL_RISK_RESPONSE.test(whole))
  )
    out.push('invalidation');
  if (parts.some((t) => any(REASSURANCE, t))) out.push('false_reassurance');
  if (out.length === 0 && offTopic(whole, ctx)) out.push('off_topic');
  return out;
}

function offTopic(text: string, ctx: ConductContext): boolean {
  const mine = contentStems(text);
  if (mine.size === 0) return false;
  let shared = 0;
  for (const s of mine) if (ctx.patientStems.has(s)) shared++;
  return OFF_TOPIC.test(text) && shared === 0;
}
