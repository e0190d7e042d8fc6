import type { Emotion, Fact, Persona, Style, Topic } from '@practicum/personas';
import type { Rng } from './prng';
import type { StudentAct } from './schemas';

/**
 * The content decision for one patient turn, made before any wording: which moves to make, which
 * facts to reveal, with what stance and emotion. A renderer turns it into words; the default one
 * uses templates, a later one may use a language model.
 */
export type MoveKind =
  | 'opening'
  | 'greet'
  | 'identity'
  | 'ack_reflection'
  | 'correct_reflection'
  | 'ack_validation'
  | 'ack_affirmation'
  | 'ack_summary'
  | 'fact'
  | 'already_said'
  | 'vague'
  | 'hint_more'
  | 'deflect'
  | 'no_issue'
  | 'risk_disclosure'
  | 'risk_deflection'
  | 'risk_none'
  | 'risk_repeat'
  | 'risk_deny_again'
  /** Asked about harming other people, with nothing of the kind to tell: a plain no. */
  | 'no_harm_to_others'
  | 'protective'
  | 'react_advice'
  | 'react_reassurance'
  | 'react_confrontation'
  | 'react_interrogation'
  | 'react_topic_jump'
  | 'react_repeat_question'
  | 'react_psychoed'
  /**
   * A patient in a consultation taking in what the doctor told them (a result, a diagnosis, a test
   * or a treatment), with the question it raises; `detail` says which: procedure, treatment, diagnosis.
   */
  | 'take_in'
  | 'react_self_disclosure'
  | 'react_agenda'
  | 'react_small_talk'
  | 'react_flattery'
  | 'react_hurt'
  | 'react_dismissed'
  | 'react_unsure'
  | 'react_off_topic'
  | 'react_other_language'
  | 'react_risk_ignored'
  | 'risk_followup'
  | 'risk_cue'
  | 'meta_probe'
  | 'silence'
  | 'confused'
  | 'overload'
  | 'closing'
  | 'resume'
  | 'question_back'
  | 'tangent'
  | 'elaborate'
  | 'challenge'
  | 'apology'
  | 'filler'
  /** Verbatim case text: a hint at the hidden agenda, a reaction to bad news, a patient's question. */
  | 'say';

export interface ContentMove {
  kind: MoveKind;
  topic?: Topic;
  fact?: Fact;
  /** Verbatim persona text to say (opening statement, risk disclosure or deflection). */
  text?: string;
  /**
   * Extra detail: the identity field asked, the feeling word to correct, or for `risk_followup` the
   * follow-up asked (method, plan, intent, means, timing, past_attempts, protective, frequency).
   */
  detail?: string;
}

/** How the patient is holding themselves this turn. */
export type Stance = 'open' | 'tentative' | 'guarded' | 'defensive' | 'hostile' | 'agreeable' | 'withdrawn';

export interface ContentPlan {
  persona: Persona;
  style: Style;
  stance: Stance;
  emotion: Emotion;
  moves: ContentMove[];
  /** Short answers for closed questions and low openness; long for open, verbose patients. */
  brevity: 'short' | 'normal' | 'long';
  studentActs: readonly StudentAct[];
  turn: number;
  /** The feeling word the student used, when correcting an inaccurate reflection. */
  namedFeeling?: string;
}

export interface RenderContext {
  /** Randomness for this turn's wording only. */
  rng: Rng;
  /** Whether this exact line (normalised) was already said in the session. */
  saidLine(text: string): boolean;
  /** Whether this sentence (normalised) was already said; short backchannels are exempt. */
  saidSentence(text: string): boolean;
  /** Everything the patient has said, oldest first. */
  history: readonly string[];
}

/** Turns a content plan into the patient's words. Must stay in character and say something new. */
export interface PatientRenderer {
  render(plan: ContentPlan, ctx: RenderContext): string;
}
