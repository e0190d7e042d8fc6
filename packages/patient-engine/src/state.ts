import type { Emotion, Persona, Topic } from '@practicum/personas';
import type { PatientState, StudentAct } from './schemas';
import type { Explained } from './station';
import { DIFFICULTY_ADJUST, RISK_RAPPORT, STYLE_PROFILES, type StyleProfile } from './style/profiles';
import {
  ACT_DELTAS,
  ACT_LIMITS,
  AFFIRMATION_REPEATED,
  AFTER_DISCLOSURE,
  AGENDA_LATER,
  GREETING_LATER,
  MISFIT_REFLECTION,
  UNCLEAR_REFLECTION,
  MOVE_LIMITS,
  PSYCHOEDUCATION_LOW_TRUST,
  QUESTION_RUN,
  RISK_SCREENING_TOO_SOON,
  SIGNAL_DELTAS,
  SMALL_TALK_LATER,
  START,
  type Delta,
} from './tuning';

/**
 * The patient's inner state and how each student move changes it. Trust is slow and cumulative and
 * gates disclosure depth; openness is quick and follows the last few moves; rapport is the felt
 * connection; distress is arousal. Everything here is a pure function of the previous state.
 */
export interface EngineState {
  turn: number;
  rapport: number;
  trust: number;
  openness: number;
  distress: number;
  emotion: Emotion;
  baselineDistress: number;
  /** Accumulated hurt from judgement, unasked-for advice and dismissal; damps later gains. */
  grievance: number;
  closedStreak: number;
  questionStreak: number;
  affirmStreak: number;
  /** What the conversation is about now. */
  topic: Topic | null;
  /** Deepest fact depth disclosed on the previous turn (0 if none). */
  lastDepth: number;
  disclosed: string[];
  riskDisclosed: boolean;
  /** Student turn on which risk was disclosed (-1 before): the next turns show whether it was heard. */
  riskDisclosedTurn: number;
  riskAsks: number;
  /** Student turn on which risk was last talked about (asked, disclosed or followed up); -1 before. */
  riskTalkTurn: number;
  /** Risk hints given so far (a patient hints a few times, not every turn). */
  riskCues: number;
  openingGiven: boolean;
  ended: boolean;
  /** Normalised student utterances, to notice a question asked twice. */
  studentLines: string[];
  /** A medical station's progress (`station.ts`); untouched for therapy personas. */
  station: StationState;
}

export interface StationState {
  /** Hints at the hidden agenda dropped so far. */
  cuesGiven: number;
  /** Bad news: the student warned or checked what the patient knows before the news. */
  prepared: boolean;
  /** Student turn on which the news was broken (-1 before). */
  newsTurn: number;
  /** The news came with no warning: the patient withdrew. */
  blunt: boolean;
  /** Questions from the case's list the patient has asked. */
  questionsAsked: number;
}

/** What the classifier and topic matcher noticed about the student's move. */
export interface TurnSignals {
  acts: readonly StudentAct[];
  /** False when a reflection named a feeling the patient does not have. */
  accurate: boolean;
  /**
   * A reflection that shares none of the patient's words and names no feeling of theirs: the
   * patient cannot tell it reflects them, so neither confirms it nor warms to it.
   */
  unclearReflection: boolean;
  topicJump: boolean;
  repeated: boolean;
  interrogation: boolean;
  meta: boolean;
  gibberish: boolean;
  long: boolean;
  /** The patient disclosed risk just before and the student passed over it or dismissed it. */
  riskIgnored: boolean;
  /** The coder found the line close to hurtful without judging it so: it may have stung a little. */
  doubtfulTone: boolean;
  /**
   * A medical station's history question (`station.ts`): a patient who came to see a doctor answers
   * a run of them without feeling interrogated.
   */
  historyQuestion?: boolean;
  /**
   * A medical station's explanation (`station.ts`): what the patient came to hear, so neither a
   * lecture before rapport nor a reflection that missed, whatever its grammar.
   */
  explained?: Explained;
}

const HIGH_DISTRESS: readonly Emotion[] = [
  'tearful',
  'hopeless',
  'fearful',
  'sad',
  'anxious',
  'ashamed',
  'guilty',
];

export function profileOf(persona: Persona): StyleProfile {
  return STYLE_PROFILES[persona.style];
}

export function initialState(persona: Persona): EngineState {
  const p = profileOf(persona);
  const d = DIFFICULTY_ADJUST[persona.difficulty];
  const first = persona.emotions[0] ?? 'neutral';
  const distress = HIGH_DISTRESS.includes(first)
    ? START.distressHigh
    : first === 'neutral'
      ? START.distressNeutral
      : START.distressOther;
  const trust = clamp(p.startTrust + d.trust);
  return {
    turn: 0,
    rapport: p.startRapport,
    trust,
    openness: clamp(trust + p.openLead),
    distress,
    emotion: first,
    baselineDistress: distress,
    grievance: persona.style === 'hostile' ? START.hostileGrievance : 0,
    closedStreak: 0,
    questionStreak: 0,
    affirmStreak: 0,
    topic: null,
    lastDepth: 0,
    disclosed: [],
    riskDisclosed: false,
    riskDisclosedTurn: -1,
    riskAsks: 0,
    riskTalkTurn: -1,
    riskCues: 0,
    openingGiven: false,
    ended: false,
    studentLines: [],
    station: { cuesGiven: 0, prepared: false, newsTurn: -1, blunt: false, questionsAsked: 0 },
  };
}

function actDelta(act: StudentAct, s: EngineState, sig: TurnSignals): Delta {
  const early = s.turn <= ACT_LIMITS.earlyTurns;
  switch (act) {
    case 'greeting':
      return early ? ACT_DELTAS.greeting : GREETING_LATER;
    case 'simple_reflection':
    case 'complex_reflection':
      if (!sig.accurate) return MISFIT_REFLECTION;
      return sig.unclearReflection ? UNCLEAR_REFLECTION : ACT_DELTAS[act];
    case 'affirmation':
      return s.affirmStreak >= ACT_LIMITS.affirmationStreak ? AFFIRMATION_REPEATED : ACT_DELTAS.affirmation;
    case 'risk_screening':
      return s.rapport < RISK_RAPPORT ? RISK_SCREENING_TOO_SOON : ACT_DELTAS.risk_screening;
    case 'psychoeducation':
      return sig.explained || s.trust >= ACT_LIMITS.psychoeducationTrust
        ? ACT_DELTAS.psychoeducation
        : PSYCHOEDUCATION_LOW_TRUST;
    case 'agenda':
      return s.turn <= ACT_LIMITS.agendaTurns ? ACT_DELTAS.agenda : AGENDA_LATER;
    case 'small_talk':
      return early ? ACT_DELTAS.small_talk : SMALL_TALK_LATER;
    default:
      return ACT_DELTAS[act];
  }
}

const SIGNALS = Object.entries(SIGNAL_DELTAS) as [keyof typeof SIGNAL_DELTAS, Delta][];

export function clamp(x: number, lo = 0, hi = 1): number {
  return Math.min(hi, Math.max(lo, x));
}

const NEGATIVE: readonly StudentAct[] = [
  'advice',
  'premature_reassurance',
  'confrontation',
  'invalidation',
  'hostility',
];
/** Lines that hurt: whatever else they do, they earn nothing. */
const HURTFUL: readonly StudentAct[] = ['confrontation', 'invalidation', 'hostility'];
/** Lines that are no conversation with this patient: nothing in them builds trust. */
const NO_GAIN: readonly StudentAct[] = ['off_topic', 'other_language'];
const RISK_TALK: readonly StudentAct[] = ['risk_screening', 'risk_followup', 'safety_planning'];
const LISTENING: readonly StudentAct[] = ['simple_reflection', 'complex_reflection', 'validation', 'summary'];
const REFLECTIONS: readonly StudentAct[] = ['simple_reflection', 'complex_reflection'];

/** Applies one student move to the state (before the patient decides what to say). */
export function applyStudentMove(s: EngineState, sig: TurnSignals, persona: Persona): EngineState {
  const p = profileOf(persona);
  const diff = DIFFICULTY_ADJUST[persona.difficulty];
  const gains = [0, 0, 0, 0];
  const losses = [0, 0, 0, 0];
  const hurtful = sig.acts.some((a) => HURTFUL.includes(a)) || sig.riskIgnored;
  const noGain = hurtful || sig.doubtfulTone || sig.acts.some((a) => NO_GAIN.includes(a));
  // An explanation counts once, as information given, however the coder read its grammar.
  const acts: readonly StudentAct[] = sig.explained
    ? [...sig.acts.filter((a) => a !== 'psychoeducation' && !REFLECTIONS.includes(a)), 'psychoeducation']
    : sig.acts;
  const deltas: Delta[] = acts
    .map((a) => actDelta(a, s, sig))
    .map((d) => (noGain ? (d.map((v, i) => (i < 3 ? Math.min(0, v) : v)) as unknown as Delta) : d));
  for (const [key, d] of SIGNALS) if (sig[key]) deltas.push(d);
  const riskTalk = sig.acts.some((a) => RISK_TALK.includes(a));
  const history = sig.historyQuestion === true;
  if (
    s.questionStreak >= QUESTION_RUN.streak &&
    !riskTalk &&
    !history &&
    !sig.acts.some((a) => LISTENING.includes(a))
  )
    deltas.push(QUESTION_RUN.delta);
  for (const d of deltas) {
    d.forEach((v, i) => {
      if (v >= 0) gains[i] = (gains[i] ?? 0) + v;
      else losses[i] = (losses[i] ?? 0) + v;
    });
  }
  const capG = (v: number | undefined) => Math.min(MOVE_LIMITS.gainCap, v ?? 0);
  const capL = (v: number | undefined) => Math.max(MOVE_LIMITS.lossCap, v ?? 0);
  const damp = 1 / (1 + s.grievance * p.grudge);
  const gainMul = p.gain * diff.gain * damp;

  // Losses bite less when there is little left to lose: a patient who came at all keeps some goodwill.
  const { lossFloor, gainCeiling } = MOVE_LIMITS;
  const lossT = capL(losses[0]) * p.loss * (lossFloor + s.trust);
  const lossR = capL(losses[1]) * p.loss * (lossFloor + s.rapport);
  const trust = clamp(s.trust + capG(gains[0]) * gainMul * (gainCeiling - s.trust) + lossT);
  const rapport = clamp(s.rapport + capG(gains[1]) * gainMul * (gainCeiling - s.rapport) + lossR);
  let openness = clamp(s.openness + capG(gains[2]) * gainMul + capL(losses[2]) * p.loss);
  openness = clamp(openness + (clamp(trust + p.openLead) - openness) * MOVE_LIMITS.opennessFollow);
  let distress = clamp(s.distress + (gains[3] ?? 0) + (losses[3] ?? 0));
  distress = clamp(distress + (s.baselineDistress - distress) * MOVE_LIMITS.distressSettle);

  const negatives = sig.acts.filter((a) => NEGATIVE.includes(a));
  let hurt = negatives.reduce(
    (sum, a) => sum + (HURTFUL.includes(a) ? MOVE_LIMITS.hurtPerHurtfulAct : MOVE_LIMITS.hurtPerUnwelcomeAct),
    0,
  );
  if (sig.interrogation) hurt += MOVE_LIMITS.hurtInterrogation;
  if (sig.riskIgnored) hurt += MOVE_LIMITS.hurtRiskIgnored;
  const closed =
    sig.acts[0] === 'closed_question' ||
    (sig.acts.includes('closed_question') && !sig.acts.includes('open_question'));
  const asked = sig.acts.includes('open_question') || sig.acts.includes('closed_question');
  const listened = sig.acts.some((a) => LISTENING.includes(a));

  return {
    ...s,
    turn: s.turn + 1,
    trust,
    rapport,
    openness,
    distress,
    grievance: s.grievance * (1 - p.forgive) + hurt,
    closedStreak: closed && !listened && !riskTalk && !history ? s.closedStreak + 1 : 0,
    questionStreak: asked && !listened && !riskTalk && !history ? s.questionStreak + 1 : 0,
    affirmStreak: sig.acts.includes('affirmation') ? s.affirmStreak + 1 : 0,
  };
}

/** Distress after the patient has said something painful (or been heard). */
export function afterDisclosure(s: EngineState, depth: number, soothed: boolean): EngineState {
  const d = depth > 0 ? AFTER_DISCLOSURE.perDepth * depth : 0;
  return { ...s, distress: clamp(s.distress + d - (soothed ? AFTER_DISCLOSURE.soothed : 0)) };
}

export function publicState(s: EngineState): PatientState {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    rapport: r(s.rapport),
    trust: r(s.trust),
    openness: r(s.openness),
    distress: r(s.distress),
    emotion: s.emotion,
    turn: s.turn,
  };
}
