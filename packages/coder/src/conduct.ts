import { matchesAny } from './lexicons/union';
import {
  CONFRONTATION,
  HONEST_LIMITS,
  MINIMISING,
  REASSURANCE,
  YOU_ARE_JUDGEMENT,
} from './acts/cues-directive';
import type { Normalized } from './acts/normalize';
import { HARMFUL_RISK_RESPONSE } from './lexicons/risk';
import {
  AS_THEIR_FEELING,
  ATTENDING,
  BLAME_SHAPES,
  CONDUCT_VERDICTS,
  CONTEMPT_PHRASES,
  DENYING_FEELING,
  HURRYING,
  MOCK_APPLAUSE,
  OVERRULING_FEELING,
  PIVOTING_AWAY,
  BRUSH_OFF,
  DISMISSIVE_WORDS,
  HOSTILITY,
  IMPATIENCE,
  INATTENTION,
  DISENGAGING,
  INSULT_WORDS,
  JUDGING_CHOICES,
  PUT_DOWNS,
  QUOTING_TO_ASK,
  SCARE_QUOTED,
  SOMEONE_ELSE_ACTED,
  VERDICT_ON_DEED,
  WAVING_AWAY,
  MOCKING,
  SARCASM,
  SHRINKING,
  THEIR_VIEW,
  TRAIT_VERDICT,
  TRAIT_WORD,
  UNPROFESSIONAL,
  VERDICT_FRAME,
} from './lexicons/conduct';
import type { ConductCode } from './schemas/codes.schema';
import { hasNegativeWord, negativeVerdict } from './valence';
import { offTopic, type StemLookup } from './off-topic';

const any = matchesAny;

/** Giving the patient's words back: a summary, a check, or a report of what they said. */
const GIVING_BACK =
  /\b(what i (have got|am hearing|hear)|i hear (that|you say)|from what you (have )?said|you (said|told me|mentioned)|so you are saying|in other words|to sum up|sum up|let me (check|recap|see if)|recap|putting (those|these) (two )?things|side by side|have i got|did i get|is that (about )?(it|right)|does that (fit|sound right))\b/;

/** "Has anyone ever told you how ... you are?" asks rhetorically; it reports nobody. */
const RHETORICAL = /\b(has|have|did) (anyone|anybody|nobody|no one) (ever )?(told|tell|said|mentioned)\b/;

/** "They think you are lazy" reports a judgement; it does not make one. */
const REPORTED_JUDGEMENT =
  /\b(think|thinks|thinking|thought|believe|believes|say|says|said|saying|worry|worried|afraid|scared|fear|feel like|call you|called you|told you|tell you|see you as)\b.*\byou (are|look|sound|seem|might be)\b/;
/** The student's own opinion verbs ("I think you are..."): the student judges, nobody is reported. */
const OWN_OPINION = /\b(i|we) (\w+ )?(think|feel|believe|thought|felt|reckon|suspect|guess|say|said)\b/g;
/** "Your dad called you lazy": someone else's name for the patient, reported; "I'd call you lazy" is the student's own. */
const CALLED_YOU =
  /(?<!\b(i|we)( would| will| could| might| have| just| did| do)? )\b(call|calls|called|calling|name|names|named|labelled|labeled|brand|branded) you\b/;
/** "Your sister said leaving was selfish", "you're sick of being told it's just stress": someone else's words. */
const REPORTED_OTHERS =
  /(?<!\b(what|whatever|how) )\b(your \w+|he|she|they|people|everyone|everybody|someone|somebody)( \w+)? (said|says|told|tells|thinks|thought|reckons|reckoned|keeps saying|kept saying|keep saying)\b(?= \w)|\b(being|been|get|getting|got|were|was) told\b/;
/** "You called yourself a waste of space": the patient's own name for themselves, given back. */
const SELF_NAMED =
  /\b(call|called|calling|describe|described|describing) yourself\b|\bused the words?\b|\byour (own )?words\b/;
const REPORTED = {
  test: (t: string) =>
    (REPORTED_JUDGEMENT.test(t.replace(OWN_OPINION, ' ')) || CALLED_YOU.test(t) || REPORTED_OTHERS.test(t)) &&
    !RHETORICAL.test(t),
};

const ENGLISH_TOO = new Set([
  'come',
  'as',
  'per',
  'die',
  'er',
  'lo',
  'ma',
  'ben',
  'sen',
  'ne',
  'also',
  'so',
  'in',
  'do',
  'me',
  'no',
  'or',
  'us',
]);

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
    // Words that are also everyday English ("come", "as", "per", "die") say nothing about the language.
    .filter((w) => w.length > 0 && !ENGLISH_TOO.has(w)),
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

/**
 * The line frames a word as the patient's own feeling or view. "I think you are needy" is the
 * student's opinion, so the student's own thinking verbs do not count as the patient's.
 */
function asTheirFeeling(sentence: string): boolean {
  return AS_THEIR_FEELING.test(sentence.replace(OWN_OPINION, ' '));
}

/** An insult word said of the patient as a verdict, not as their own feeling or in their own words. */
function verdict(sentence: string, patientWords: string): boolean {
  const m = INSULT_WORDS.exec(sentence);
  if (!m || !/\b(you|your|yourself)\b/.test(sentence) || asTheirFeeling(sentence)) return false;
  return !patientWords.includes(m[0]);
}

/**
 * A judging or mocking line of the student's own: not the patient's view voiced back ("you feel
 * you're a burden"), not someone else's reported judgement, and not in words the patient used first.
 */
function ownJudgement(sentence: string, pattern: RegExp, patientWords: string): boolean {
  const m = pattern.exec(sentence);
  // A trait word is the patient's own when framed as what they feel or think of themselves.
  const theirs = pattern === TRAIT_VERDICT && asTheirFeeling(sentence);
  if (!m || REPORTED.test(sentence) || THEIR_VIEW.test(sentence) || theirs) return false;
  const word = (pattern === TRAIT_VERDICT ? (TRAIT_WORD.exec(m[0])?.[0] ?? m[0]) : m[0]).trim();
  return !patientWords.includes(word);
}

export type { StemLookup } from './off-topic';

/** A verdict in a judging frame, unless the verdict word is the patient's own. */
function verdictFramed(sentence: string, patientWords: string): boolean {
  const m = VERDICT_FRAME.exec(sentence);
  if (!m) return false;
  const word = (m[9] ?? m[11] ?? '').trim();
  // "That is not a selfish thing" clears the patient of the verdict.
  if (word !== '' && new RegExp(`\\bnot (a |an |so |that |really |at all )?${word}\\b`).test(sentence))
    return false;
  return word === '' || !patientWords.includes(word);
}

/**
 * A sentence that holds the patient's word up in scare quotes ("your 'fibromyalgia'"), unless it quotes
 * them to ask about the word or to give it back ("when you say 'fine', what does fine look like?").
 */
function scareQuoted(raw: string): boolean {
  return raw
    .split(/(?<=[.!?])\s+/)
    .some((sentence) => SCARE_QUOTED.test(sentence) && !QUOTING_TO_ASK.test(sentence));
}

/** What a patient failed at again: the setback that applause after it mocks. */
const SETBACK = /\b(still|again|for once|twice|managed to|can not|cannot|could not|never)\b/;

export interface ConductContext {
  /** What the patient has said lately (and, from the engine, the persona's own material). */
  patientStems: StemLookup;
  /** The patient disclosed risk just before: changing the subject now dismisses it. */
  afterDisclosure: boolean;
  /** What the patient said lately, normalised (their own words may be reflected back). */
  patientWords: string;
  /** The patient's whole story is known (the engine's persona), not only the lines said so far. */
  knowsStory: boolean;
  /** The line asks or says something about risk (method, means, a date...): never off topic. */
  riskMoves?: boolean;
  /** Risk is the subject of the conversation: unfamiliar words may belong to it ("a deadline", "the urge"). */
  riskRaised?: boolean;
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
  opensOrCloses = false,
): ConductCode[] {
  const out: ConductCode[] = [];
  if (otherLanguage(raw)) return ['other_language'];
  if (n.words.length === 0) return out;
  if (gibberish) return ['nonsense'];
  const whole = n.text;
  const parts = n.sentences.map((s) => s.text);
  // A harsh phrase the patient said of themselves, given back inside a summary or a report of what
  // they said ("so what I'm hearing is ... you're useless"), reflects. Said bare, it agrees.
  const reporting = GIVING_BACK.test(whole);
  const theirs = (phrase: string | undefined, anyEcho: boolean) =>
    phrase !== undefined && (reporting || anyEcho) && ctx.patientWords.includes(phrase);
  // Shrugs and brush-offs in the patient's own words ("you deal with it") are theirs however they
  // come back; verdicts on them are only theirs inside a summary.
  const said = (pattern: RegExp | readonly RegExp[], t: string, anyEcho = false): boolean => {
    if (pattern instanceof RegExp) {
      const m = pattern.exec(t);
      return m !== null && !theirs(m[0], anyEcho);
    }
    if (!any(pattern, t)) return false;
    return pattern.some((r) => {
      const m = r.exec(t);
      return m !== null && !theirs(m[0], anyEcho);
    });
  };
  // The sentence is the student's own judgement: not inside a summary of what the patient said, not a
  // report of someone else's words, not the patient's own view voiced back.
  const ownVoice = (t: string) => !reporting && !REPORTED.test(t) && !THEIR_VIEW.test(t);
  const hostile =
    parts.some(
      (t) =>
        (!REPORTED.test(t) &&
          !SELF_NAMED.test(t) &&
          (said(UNPROFESSIONAL, t) || said(HOSTILITY, t) || verdict(t, ctx.patientWords))) ||
        ownJudgement(t, TRAIT_VERDICT, ctx.patientWords) ||
        (!REPORTED.test(t) &&
          !THEIR_VIEW.test(t) &&
          !asTheirFeeling(t) &&
          negativeVerdict(t, ctx.patientWords)) ||
        ownJudgement(t, SARCASM, ctx.patientWords) ||
        (ownVoice(t) && said(CONTEMPT_PHRASES, t)) ||
        (ownVoice(t) && said(PUT_DOWNS, t)),
    ) ||
    (!reporting && scareQuoted(raw));
  // Short lines carry their tone in a word or two: mockery, or a brush-off with nothing else offered.
  const short = n.words.length <= 12 && !ATTENDING.test(whole);
  const mocking =
    (short && said(MOCKING, whole, true)) ||
    // Applause as its own sentence after a failing or a setback ("fired twice in a year. Impressive."):
    // the applause is the comment. After good news it is praise.
    (n.sentences.length > 1 &&
      n.sentences.some(
        (x, i) =>
          i > 0 &&
          MOCK_APPLAUSE.test(x.text.trim()) &&
          n.sentences.slice(0, i).some((p) => hasNegativeWord(p.text) || SETBACK.test(p.text)),
      ));
  if (hostile || mocking) out.push('hostility');
  const judged = parts.some(
    (t) =>
      (!THEIR_VIEW.test(t) && said(CONFRONTATION, t)) ||
      (!REPORTED.test(t) && said(YOU_ARE_JUDGEMENT, t)) ||
      (!REPORTED.test(t) && !THEIR_VIEW.test(t) && verdictFramed(t, ctx.patientWords)) ||
      (ownVoice(t) && said(BLAME_SHAPES, t)) ||
      (ownVoice(t) && said(CONDUCT_VERDICTS, t)) ||
      (ownVoice(t) && said(JUDGING_CHOICES, t)) ||
      (ownVoice(t) &&
        /\b(you|your|yourself)\b/.test(t) &&
        !SOMEONE_ELSE_ACTED.test(t) &&
        said(VERDICT_ON_DEED, t)),
  );
  if (judged) out.push('judgement');
  if (
    (short && parts.some((t) => said(BRUSH_OFF, t, true))) ||
    n.sentences.some((x) => !THEIR_VIEW.test(x.text) && said(DISMISSIVE_WORDS, x.text, true)) ||
    parts.some((t) => !REPORTED.test(t) && said(MINIMISING, t, true)) ||
    parts.some((t) => ownJudgement(t, SHRINKING, ctx.patientWords)) ||
    (!ATTENDING.test(whole) && parts.some((t) => IMPATIENCE.test(t))) ||
    parts.some((t) => INATTENTION.test(t)) ||
    parts.some((t) => !REPORTED.test(t) && !THEIR_VIEW.test(t) && said(DISENGAGING, t, true)) ||
    parts.some((t) => ownVoice(t) && said(DENYING_FEELING, t, true)) ||
    parts.some((t) => !REPORTED.test(t) && said(PIVOTING_AWAY, t)) ||
    parts.some((t) => ownVoice(t) && said(OVERRULING_FEELING, t, true)) ||
    parts.some((t) => !REPORTED.test(t) && said(HURRYING, t)) ||
    parts.some((t) => ownVoice(t) && said(WAVING_AWAY, t, true)) ||
    (ctx.afterDisclosure && said(HARMFUL_RISK_RESPONSE, whole))
  )
    out.push('invalidation');
  if (parts.some((t) => any(REASSURANCE, t) && !HONEST_LIMITS.test(t))) out.push('false_reassurance');
  const asks = n.sentences.some((x) => x.question);
  if (out.length === 0 && !opensOrCloses && !ctx.riskMoves && offTopic(whole, ctx, asks))
    out.push('off_topic');
  return out;
}
