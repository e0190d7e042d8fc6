import type { Emotion, Persona, Topic } from '@practicum/personas';
import type { PatientState, StudentAct } from './schemas';
import { DIFFICULTY_ADJUST, RISK_RAPPORT, STYLE_PROFILES, type StyleProfile } from './style/profiles';

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
}

/** What the classifier and topic matcher noticed about the student's move. */
export interface TurnSignals {
  acts: readonly StudentAct[];
  /** False when a reflection named a feeling the patient does not have. */
  accurate: boolean;
  topicJump: boolean;
  repeated: boolean;
  interrogation: boolean;
  meta: boolean;
  gibberish: boolean;
  long: boolean;
  /** The patient disclosed risk just before and the student passed over it or dismissed it. */
  riskIgnored: boolean;
}

type Delta = readonly [trust: number, rapport: number, openness: number, distress: number];

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
  const distress = HIGH_DISTRESS.includes(first) ? 0.55 : first === 'neutral' ? 0.3 : 0.45;
  const trust = clamp(p.startTrust + d.trust);
  return {
    turn: 0,
    rapport: p.startRapport,
    trust,
    openness: clamp(trust + p.openLead),
    distress,
    emotion: first,
    baselineDistress: distress,
    grievance: persona.style === 'hostile' ? 0.4 : 0,
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
  };
}

function actDelta(act: StudentAct, s: EngineState, sig: TurnSignals): Delta {
  const early = s.turn <= 2;
  switch (act) {
    case 'greeting':
      return early ? [0.01, 0.05, 0.02, -0.01] : [0, 0.01, 0, 0];
    case 'open_question':
      return [0.04, 0.02, 0.05, 0];
    // A closed question gathers a fact; it builds no trust by itself (listening and inviting do).
    case 'closed_question':
      return [0, 0, -0.01, 0];
    // A reflection that does not fit what the patient said builds no trust.
    case 'simple_reflection':
      return sig.accurate ? [0.05, 0.05, 0.04, -0.01] : [0, 0.01, 0, 0];
    case 'complex_reflection':
      return sig.accurate ? [0.08, 0.07, 0.07, -0.01] : [0, 0.01, 0, 0];
    case 'affirmation':
      return s.affirmStreak >= 2 ? [-0.01, 0, 0, 0] : [0.03, 0.05, 0.03, -0.01];
    case 'validation':
      return [0.06, 0.07, 0.05, -0.04];
    case 'summary':
      return [0.07, 0.06, 0.06, -0.02];
    case 'advice':
      return [-0.07, -0.04, -0.09, 0.02];
    case 'premature_reassurance':
      return [-0.06, -0.04, -0.07, 0.02];
    case 'invalidation':
      return [-0.1, -0.09, -0.1, 0.06];
    case 'confrontation':
      return [-0.15, -0.12, -0.15, 0.1];
    case 'hostility':
      return [-0.2, -0.18, -0.2, 0.12];
    case 'risk_screening':
      return s.rapport < RISK_RAPPORT ? [-0.02, 0, -0.02, 0.03] : [0.02, 0.01, 0.01, 0.02];
    // Asking about method, plan or means, or planning safety, shows the patient they were taken
    // seriously; it never costs trust.
    case 'risk_followup':
      return [0.03, 0.02, 0.02, 0.01];
    case 'safety_planning':
      return [0.03, 0.03, 0.02, -0.03];
    case 'psychoeducation':
      return s.trust >= 0.4 ? [0.02, 0.01, 0.01, -0.02] : [-0.02, -0.01, -0.02, 0];
    case 'self_disclosure':
      return [-0.02, 0.01, -0.01, 0];
    case 'agenda':
      return s.turn <= 3 ? [0.03, 0.03, 0.02, -0.01] : [0.01, 0.01, 0, 0];
    case 'closing':
      return [0, 0, 0, -0.02];
    // Small talk can warm the first minute but builds no trust; off-topic lines puzzle.
    case 'small_talk':
      return early ? [0, 0.03, 0.01, -0.01] : [-0.01, 0, -0.01, 0];
    case 'off_topic':
      return [-0.02, -0.02, -0.03, 0];
    case 'other_language':
      return [0, 0, -0.01, 0];
    case 'other':
      return [0, 0, 0, 0];
  }
}

const SIGNAL_DELTAS: readonly (readonly [keyof TurnSignals, Delta])[] = [
  ['interrogation', [-0.05, -0.03, -0.08, 0.02]],
  ['topicJump', [-0.04, -0.03, -0.04, 0.01]],
  ['repeated', [-0.03, -0.02, -0.02, 0]],
  ['meta', [-0.02, -0.02, -0.02, 0]],
  ['gibberish', [-0.01, 0, -0.01, 0]],
  ['long', [-0.02, 0, -0.02, 0]],
  ['riskIgnored', [-0.1, -0.1, -0.12, 0.06]],
];

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

/** Applies one student move to the state (before the patient decides what to say). */
export function applyStudentMove(s: EngineState, sig: TurnSignals, persona: Persona): EngineState {
  const p = profileOf(persona);
  const diff = DIFFICULTY_ADJUST[persona.difficulty];
  const gains = [0, 0, 0, 0];
  const losses = [0, 0, 0, 0];
  const hurtful = sig.acts.some((a) => HURTFUL.includes(a)) || sig.riskIgnored;
  const noGain = hurtful || sig.acts.some((a) => NO_GAIN.includes(a));
  const deltas: Delta[] = sig.acts
    .map((a) => actDelta(a, s, sig))
    .map((d) => (noGain ? (d.map((v, i) => (i < 3 ? Math.min(0, v) : v)) as unknown as Delta) : d));
  for (const [key, d] of SIGNAL_DELTAS) if (sig[key]) deltas.push(d);
  const riskTalk = sig.acts.some((a) => RISK_TALK.includes(a));
  if (s.questionStreak >= 4 && !riskTalk && !sig.acts.some((a) => LISTENING.includes(a)))
    deltas.push([-0.02, -0.01, -0.03, 0]);
  for (const d of deltas) {
    d.forEach((v, i) => {
      if (v >= 0) gains[i] = (gains[i] ?? 0) + v;
      else losses[i] = (losses[i] ?? 0) + v;
    });
  }
  const capG = (v: number | undefined) => Math.min(0.14, v ?? 0);
  const capL = (v: number | undefined) => Math.max(-0.22, v ?? 0);
  const damp = 1 / (1 + s.grievance * p.grudge);
  const gainMul = p.gain * diff.gain * damp;

  // Losses bite less when there is little left to lose: a patient who came at all keeps some goodwill.
  const lossT = capL(losses[0]) * p.loss * (0.5 + s.trust);
  const lossR = capL(losses[1]) * p.loss * (0.5 + s.rapport);
  const trust = clamp(s.trust + capG(gains[0]) * gainMul * (1.1 - s.trust) + lossT);
  const rapport = clamp(s.rapport + capG(gains[1]) * gainMul * (1.1 - s.rapport) + lossR);
  let openness = clamp(s.openness + capG(gains[2]) * gainMul + capL(losses[2]) * p.loss);
  openness = clamp(openness + (clamp(trust + p.openLead) - openness) * 0.25);
  let distress = clamp(s.distress + (gains[3] ?? 0) + (losses[3] ?? 0));
  distress = clamp(distress + (s.baselineDistress - distress) * 0.1);

  const negatives = sig.acts.filter((a) => NEGATIVE.includes(a));
  let hurt = negatives.reduce((sum, a) => sum + (HURTFUL.includes(a) ? 1 : 0.5), 0);
  if (sig.interrogation) hurt += 0.4;
  if (sig.riskIgnored) hurt += 1;
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
    closedStreak: closed && !listened && !riskTalk ? s.closedStreak + 1 : 0,
    questionStreak: asked && !listened && !riskTalk ? s.questionStreak + 1 : 0,
    affirmStreak: sig.acts.includes('affirmation') ? s.affirmStreak + 1 : 0,
  };
}

/** Distress after the patient has said something painful (or been heard). */
export function afterDisclosure(s: EngineState, depth: number, soothed: boolean): EngineState {
  const d = depth > 0 ? 0.03 * depth : 0;
  return { ...s, distress: clamp(s.distress + d - (soothed ? 0.02 : 0)) };
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
