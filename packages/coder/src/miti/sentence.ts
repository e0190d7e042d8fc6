import { type MitiCode } from '../schemas/codes.schema';
import { ACKNOWLEDGEMENT, BACKCHANNEL_WORDS, LEADING_MARKERS } from '../lexicons/discourse';
import {
  AUX_INVERSION,
  AUX_INVERSION_PRONOUN,
  CHECK_IN,
  CLOSED_REQUEST,
  CLOSED_WH,
  OPEN_AUX,
  OPEN_FORM,
  OPEN_REQUEST,
  PSEUDO_CLEFT,
  REFLECTION_CHECK,
  TAG_QUESTION,
  WH_EMBEDDED,
  WH_IN_SITU,
  WH_INTERROGATIVE,
  WH_START,
} from '../lexicons/questions';
import {
  DISGUISED_ADVICE,
  OPTION_HEDGE,
  PERMISSION,
  SOFT_ADVICE,
  STRONG_ADVICE,
  STRONG_INFORMATION,
  WEAK_INFORMATION,
} from '../lexicons/input';
import { AFFIRM, AUTONOMY, COLLABORATION, CONFRONT } from '../lexicons/relational';
import { INNER_STATE, REFLECTION_FRAME, REFLECTION_WEAK } from '../lexicons/reflection';
import { CLOSING, GREETING } from '../lexicons/structure';
import { FEELING_WORD } from '../lexicons/feelings';
import { type Sentence, words } from '../text/normalize';

/** What one sentence does, before the utterance-level decision. */
export interface SentenceAct {
  text: string;
  code: MitiCode;
  /** Interrogative in form (including requests such as "tell me more"). */
  question: 'open' | 'closed' | null;
  /** A check-in ("does that make sense?", "did I get that right?"): belongs to what came before. */
  checkIn: boolean;
  /** Decided by a cue rather than left for context to decide. */
  cued: boolean;
  /** Ended with a question mark. */
  asked: boolean;
  /** Form alone does not settle it (a short rising fragment); a continued turn may decide instead. */
  weak: boolean;
  words: number;
}

const SECOND_PERSON_START = /^(you|your)\b/;
/** Hedges before a wh-word: "about how much ...", "roughly how often ...". */
const PRE_WH =
  /^(about|roughly|approximately|exactly|then|and|also|just|like|maybe|now) (?=(what|how|why|when|where|who|which)\b)/;
/** A whole-sentence nudge to continue: an open invitation without a question. */
const KEEP_GOING = /^(go on|keep going|carry on|say more)$/;
const ADD_ON = /^(anything|any other|anything else|what else|something else)\b(?! like that)/;
/** An obligation the patient lives under ("you have to keep awake"): framed as understood, it is reported. */
const OBLIGATION = /\byou (really |just |still |now )?(have to|have got to|got to|need to)\b/g;

/**
 * Advice in a sentence framed as the listener's understanding ("it sounds like you have to ..."),
 * beyond the patient's own obligations; the frame must stand apart from the obligation, since "you
 * really need to" opens advice, not an understanding.
 */
function framedAdvice(text: string): boolean | null {
  const rest = text.replace(OBLIGATION, '');
  return REFLECTION_FRAME.test(rest) ? STRONG_ADVICE.test(rest) : null;
}
/**
 * A negative tag ("..., is not it?", "do not they?") asks the listener to agree with the statement
 * before it: the statement is what was said, so it is coded as one (MITI codes a tagged reflection as
 * a reflection).
 */
const AGREEMENT_TAG =
  /,? (is|are|was|were|do|does|did|have|has|had|would|could|will|can|should) not (it|you|they|that|he|she|we|there|this)$/;

function isBackchannel(tokens: string[]): boolean {
  return tokens.length > 0 && tokens.length <= 6 && tokens.every((t) => BACKCHANNEL_WORDS.has(t));
}

function openOrClosed(clause: string): 'open' | 'closed' {
  if (OPEN_FORM.test(clause) || OPEN_AUX.test(clause)) return 'open';
  if (OPEN_REQUEST.test(clause)) return CLOSED_REQUEST.test(clause) ? 'closed' : 'open';
  if (WH_START.test(clause)) return CLOSED_WH.test(clause) ? 'closed' : 'open';
  return 'closed';
}

/**
 * The interrogative clause of a sentence: questions often open with a framing clause ("When you think
 * about it, what ..."), so with a question mark every clause is tried, last first. Without one, only
 * the start of the sentence can make it a question.
 */
function questionClause(text: string, asked: boolean): string | null {
  const clauses = text.split(/,\s*|\s+(?=(?:but|and|so|because) )/);
  for (let i = clauses.length - 1; i >= 0; i--) {
    const clause = (clauses[i] ?? '').replace(LEADING_MARKERS, '').replace(PRE_WH, '');
    if (OPEN_REQUEST.test(clause) || OPEN_AUX.test(clause)) return clause;
    if (!asked && i > 0) continue;
    if (asked && OPEN_FORM.test(clause)) return clause;
    if (WH_START.test(clause) && !PSEUDO_CLEFT.test(clause)) {
      if (WH_INTERROGATIVE.test(clause) || (asked && i === clauses.length - 1)) return clause;
    }
    if (asked ? AUX_INVERSION.test(clause) : AUX_INVERSION_PRONOUN.test(clause)) return clause;
  }
  if (asked && WH_IN_SITU.test(text) && !WH_EMBEDDED.test(text)) return text.slice(text.search(WH_IN_SITU));
  return null;
}

/** A true interrogative clause, strong enough to override a reflective opening. */
function interrogative(clause: string): boolean {
  return (
    WH_INTERROGATIVE.test(clause) ||
    AUX_INVERSION.test(clause) ||
    OPEN_REQUEST.test(clause) ||
    OPEN_AUX.test(clause) ||
    ADD_ON.test(clause)
  );
}

const act = (
  text: string,
  tokens: number,
  code: MitiCode,
  extra: Partial<SentenceAct> = {},
): SentenceAct => ({
  text,
  code,
  question: null,
  checkIn: false,
  cued: true,
  asked: false,
  weak: false,
  words: tokens,
  ...extra,
});

/** Classify one sentence of a student turn. */
export function analyseSentence(sentence: Sentence): SentenceAct {
  const result = classify(sentence);
  result.asked = sentence.asked;
  return result;
}

function classify(sentence: Sentence): SentenceAct {
  if (sentence.asked && AGREEMENT_TAG.test(sentence.text)) {
    const statement = sentence.text.replace(AGREEMENT_TAG, '');
    if (words(statement).length >= 2 && questionClause(statement, false) === null)
      return classify({ text: statement, asked: false });
  }
  const full = sentence.text;
  const tokens = words(full);
  const n = tokens.length;
  const text = full.replace(LEADING_MARKERS, '');
  const asked = sentence.asked;
  if (!text || isBackchannel(tokens) || ACKNOWLEDGEMENT.test(text)) return act(text, n, 'facilitate');
  if (KEEP_GOING.test(text)) return act(text, n, 'question_open', { question: 'open' });
  if (CONFRONT.test(text)) return act(text, n, 'confront', { question: asked ? 'closed' : null });
  if (DISGUISED_ADVICE.test(text)) return act(text, n, 'persuade', { question: 'closed' });
  if (asked && REFLECTION_CHECK.test(text))
    return act(text, n, 'simple_reflection', { question: 'closed', checkIn: true });
  if (asked && CHECK_IN.test(text))
    return act(text, n, 'seeking_collaboration', { question: 'closed', checkIn: true });

  const clause = questionClause(text, asked);
  // "So you're feeling stuck, or ...?": a reflective opening said with rising intonation stays a reflection.
  if (asked && REFLECTION_FRAME.test(text) && (clause === null || !interrogative(clause)))
    return act(text, n, 'simple_reflection', { question: 'closed' });
  if (clause !== null && (asked || !PSEUDO_CLEFT.test(text))) {
    const type = openOrClosed(clause);
    if (PERMISSION.test(text) || COLLABORATION.test(text))
      return act(text, n, 'seeking_collaboration', { question: type });
    return act(text, n, type === 'open' ? 'question_open' : 'question_closed', { question: type });
  }
  if (asked && TAG_QUESTION.test(text) && !REFLECTION_FRAME.test(text))
    return act(text, n, 'question_closed', { question: 'closed' });
  // A short rising fragment ("For your family?") checks a fact; a longer rising statement reflects.
  if (asked && n <= 5) return act(text, n, 'question_closed', { question: 'closed', weak: true });
  if (asked && !FEELING_WORD.test(text) && !INNER_STATE.test(text))
    return act(text, n, 'question_closed', { question: 'closed', weak: true });

  const persuade = OPTION_HEDGE.test(text) ? 'persuade_with_permission' : 'persuade';
  if (framedAdvice(text) ?? STRONG_ADVICE.test(text)) return act(text, n, persuade);
  if (REFLECTION_FRAME.test(text)) return act(text, n, 'simple_reflection');
  if (AUTONOMY.test(text)) return act(text, n, 'emphasising_autonomy');
  if (AFFIRM.test(text)) return act(text, n, 'affirm');
  if (GREETING.test(text) || GREETING.test(full) || CLOSING.test(text)) return act(text, n, 'other');
  if (SOFT_ADVICE.test(text) && persuade === 'persuade_with_permission') return act(text, n, persuade);
  if (STRONG_INFORMATION.test(text)) return act(text, n, 'giving_information');
  if (SOFT_ADVICE.test(text)) return act(text, n, persuade);
  if (SECOND_PERSON_START.test(text)) return act(text, n, 'simple_reflection', { cued: false });
  if (WEAK_INFORMATION.test(text)) return act(text, n, 'giving_information');
  if (COLLABORATION.test(text)) return act(text, n, 'seeking_collaboration');
  // A statement said with rising intonation is still a reflection (MITI 4.2); context decides the rest.
  if (REFLECTION_WEAK.test(text) || REFLECTION_WEAK.test(full))
    return act(text, n, 'simple_reflection', { cued: false });
  return act(text, n, 'other', { cued: false });
}
