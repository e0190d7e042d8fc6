import type { StudentAct } from './schemas';

/**
 * The engine's tuning numbers in one place. A delta is [trust, rapport, openness, distress]: what one
 * student move adds before the persona's style and difficulty scale it (style/profiles.ts holds the
 * per-style multipliers). Trust is slow and gates disclosure depth, openness follows the last few
 * moves, distress is arousal. Changing a number here changes every persona; re-run
 * `npm run eval:realism -- --set dev` and the engine tests after any change.
 */
export type Delta = readonly [trust: number, rapport: number, openness: number, distress: number];

/** Each student act's usual effect. */
export const ACT_DELTAS: Readonly<Record<StudentAct, Delta>> = {
  // Greeting warms the first two turns only (GREETING_LATER afterwards).
  greeting: [0.01, 0.05, 0.02, -0.01],
  open_question: [0.04, 0.02, 0.05, 0],
  // A closed question gathers a fact; it builds no trust by itself (listening and inviting do).
  closed_question: [0, 0, -0.01, 0],
  // Reflections that fit; a misfit earns MISFIT_REFLECTION instead.
  simple_reflection: [0.05, 0.05, 0.04, -0.01],
  complex_reflection: [0.08, 0.07, 0.07, -0.01],
  // Affirmation helps until it becomes a habit (AFFIRMATION_REPEATED after two in a row).
  affirmation: [0.03, 0.05, 0.03, -0.01],
  validation: [0.06, 0.07, 0.05, -0.04],
  summary: [0.07, 0.06, 0.06, -0.02],
  advice: [-0.07, -0.04, -0.09, 0.02],
  premature_reassurance: [-0.06, -0.04, -0.07, 0.02],
  invalidation: [-0.1, -0.09, -0.1, 0.06],
  confrontation: [-0.15, -0.12, -0.15, 0.1],
  hostility: [-0.2, -0.18, -0.2, 0.12],
  // Asked once there is some rapport; before it, RISK_SCREENING_TOO_SOON.
  risk_screening: [0.02, 0.01, 0.01, 0.02],
  // Asking about method, plan or means, or planning safety, shows the patient they were taken
  // seriously; it never costs trust.
  risk_followup: [0.03, 0.02, 0.02, 0.01],
  safety_planning: [0.03, 0.03, 0.02, -0.03],
  // Information lands once trust is there (PSYCHOEDUCATION_LOW_TRUST before).
  psychoeducation: [0.02, 0.01, 0.01, -0.02],
  self_disclosure: [-0.02, 0.01, -0.01, 0],
  // Agreeing an agenda helps in the first three turns (AGENDA_LATER afterwards).
  agenda: [0.03, 0.03, 0.02, -0.01],
  closing: [0, 0, 0, -0.02],
  // Small talk can warm the first minute but builds no trust (SMALL_TALK_LATER afterwards).
  small_talk: [0, 0.03, 0.01, -0.01],
  // Off-topic lines puzzle; another language gets an in-character answer and no trust.
  off_topic: [-0.02, -0.02, -0.03, 0],
  other_language: [0, 0, -0.01, 0],
  other: [0, 0, 0, 0],
};

/** The other side of the conditional acts above. */
export const GREETING_LATER: Delta = [0, 0.01, 0, 0];
/** A reflection that does not fit what the patient said builds no trust. */
export const MISFIT_REFLECTION: Delta = [0, 0.01, 0, 0];
/** A "reflection" with nothing of the patient's in it earns nothing: it may not be about them. */
export const UNCLEAR_REFLECTION: Delta = [0, 0, 0, 0];
export const AFFIRMATION_REPEATED: Delta = [-0.01, 0, 0, 0];
/**
 * Asked before there is rapport, a risk question is deflected and the patient tenses, but it costs
 * no trust: asking about suicide does not harm, and a trainer that charged for asking early would
 * teach students not to ask.
 */
export const RISK_SCREENING_TOO_SOON: Delta = [0, 0, -0.01, 0.03];
export const PSYCHOEDUCATION_LOW_TRUST: Delta = [-0.02, -0.01, -0.02, 0];
export const AGENDA_LATER: Delta = [0.01, 0.01, 0, 0];
export const SMALL_TALK_LATER: Delta = [-0.01, 0, -0.01, 0];

/** Thresholds the conditional acts use. */
export const ACT_LIMITS = {
  /** Turns counted as the opening of a conversation (greeting, small talk). */
  earlyTurns: 2,
  /** Turns in which agreeing an agenda still helps. */
  agendaTurns: 3,
  /** Affirmations in a row before they stop landing. */
  affirmationStreak: 2,
  /** Trust at which information is welcome. */
  psychoeducationTrust: 0.4,
} as const;

/** Signals about the shape of the move, added on top of its acts. */
export const SIGNAL_DELTAS = {
  /** A third closed question in a row without listening. */
  interrogation: [-0.05, -0.03, -0.08, 0.02],
  /** Jumping to another subject after the patient said something deep. */
  topicJump: [-0.04, -0.03, -0.04, 0.01],
  /** The same question again. */
  repeated: [-0.03, -0.02, -0.02, 0],
  /** Talking about the exercise instead of to the patient. */
  meta: [-0.02, -0.02, -0.02, 0],
  gibberish: [-0.01, 0, -0.01, 0],
  /** A monologue. */
  long: [-0.02, 0, -0.02, 0],
  /** A disclosure of risk passed over or dismissed. */
  riskIgnored: [-0.1, -0.1, -0.12, 0.06],
  /**
   * A line that came close to hurtful (the coder's doubt, not its verdict): less than invalidation
   * costs, since it may have been meant well, but it earns nothing.
   */
  doubtfulTone: [-0.04, -0.03, -0.04, 0.02],
} as const satisfies Record<string, Delta>;

/** Four or more questions in a row with no listening between them. */
export const QUESTION_RUN: { readonly streak: number; readonly delta: Delta } = {
  streak: 4,
  delta: [-0.02, -0.01, -0.03, 0],
};

/** How one move's deltas combine into the new state. */
export const MOVE_LIMITS = {
  /** Most one move can add to trust, rapport or openness. */
  gainCap: 0.14,
  /** Most one move can take away. */
  lossCap: -0.22,
  /** Gains shrink as trust nears 1: gain × (ceiling − trust). */
  gainCeiling: 1.1,
  /** Losses bite less when there is little left to lose: loss × (floor + trust). */
  lossFloor: 0.5,
  /** Share of the gap to trust + openLead that openness closes each move. */
  opennessFollow: 0.25,
  /** Share of the gap to baseline distress that distress closes each move. */
  distressSettle: 0.1,
  /** Grievance added per hurtful act; half for advice and reassurance. */
  hurtPerHurtfulAct: 1,
  hurtPerUnwelcomeAct: 0.5,
  hurtInterrogation: 0.4,
  hurtRiskIgnored: 1,
} as const;

/** Starting state. */
export const START = {
  /** Distress by the persona's first emotion. */
  distressHigh: 0.55,
  distressNeutral: 0.3,
  distressOther: 0.45,
  /** A hostile persona arrives with a grudge. */
  hostileGrievance: 0.4,
} as const;

/** Distress after the patient says something painful, per depth level; being heard soothes it. */
export const AFTER_DISCLOSURE = { perDepth: 0.03, soothed: 0.02 } as const;

/** How far the way of asking about risk lowers the trust the patient needs before answering honestly. */
export const ASKING = {
  /** "Some people in your position think about dying..." makes it sayable. */
  normalising: 0.08,
  /** Heard first: a reflection or validation in the same turn. */
  heard: 0.05,
  /** Asking again after a deflection, per earlier ask (up to three). */
  perEarlierAsk: 0.05,
  /** Asking in the first two turns, before any rapport: a cost, not a bonus. */
  tooSoon: -0.12,
} as const;

/** Risk disclosure gates, relative to the persona's own risk.min_trust. */
export const RISK_GATES = {
  /** Within this much of min_trust a deflected question also gets a hint that there is more. */
  hintAfterDeflection: 0.15,
  /** Within this much, the patient lets risk show now and then unasked. */
  unaskedHint: 0.3,
  /** Chance of such an unasked hint on a turn where one is possible. */
  unaskedHintChance: 0.3,
  /** Unasked hints in a whole conversation. */
  unaskedHintsMax: 3,
} as const;

/** Openness and trust thresholds of the patient's stance and of how much it says. */
export const STANCE = {
  /** Below this openness the patient is guarded (hostile personas: hostile). */
  guardedBelow: 0.25,
  /** Open stance: trust and openness at least these. */
  openTrust: 0.6,
  openOpenness: 0.5,
  /** Openness at which a talkative persona gives two facts in one turn. */
  twoFactsOpenness: 0.5,
  /** Openness at which, invited to go on, the patient moves on to something else it can say. */
  moveOnOpenness: 0.35,
  /** Below this openness a question on a locked subject is deflected. */
  deflectBelow: 0.3,
  /** Chances, when there is more on a subject: hint at it, say some of its material, or say more. */
  hintMoreChance: 0.5,
  materialChance: 0.5,
  sayMoreChance: 0.6,
} as const;

/** A medical case's hints at its hidden concern: from which student turn, and how often. */
export const AGENDA_CUES = { fromTurn: 2, chance: 0.35 } as const;

/** Bad news given with no warning: the patient closes up, loses some trust, and is shaken. */
export const STATION_SHOCK = { openness: 0.15, trustLoss: 0.08, distress: 0.85 } as const;
