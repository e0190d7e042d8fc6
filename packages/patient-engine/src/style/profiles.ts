import type { Difficulty, Style } from '@practicum/personas';

/**
 * How each conversational style moves: where trust starts, how fast it grows and falls, how long a
 * grudge lasts, how much more trust deep material needs, and how the patient talks.
 */
export interface StyleProfile {
  startTrust: number;
  startRapport: number;
  /** Openness starts this far above trust (people-pleasers talk freely about little). */
  openLead: number;
  /** Multiplier on trust and rapport gains. */
  gain: number;
  /** Multiplier on losses. */
  loss: number;
  /** How strongly held grievances damp later gains (hostile patients forgive slowly). */
  grudge: number;
  /** How fast grievances fade per turn. */
  forgive: number;
  /** Added to the trust needed for depth 2 and 3 facts. */
  depthShift: number;
  /** Facts per answer when the patient is open. */
  factsPerTurn: number;
  /** Chances of stylistic additions per turn. */
  hedge: number;
  elaborate: number;
  tangent: number;
  apologise: number;
  challenge: number;
  questionBack: number;
}

export const STYLE_PROFILES: Record<Style, StyleProfile> = {
  plain: {
    startTrust: 0.3,
    startRapport: 0.1,
    openLead: 0.08,
    gain: 1,
    loss: 1,
    grudge: 0.3,
    forgive: 0.35,
    depthShift: 0,
    factsPerTurn: 1,
    hedge: 0.15,
    elaborate: 0.15,
    tangent: 0,
    apologise: 0,
    challenge: 0,
    questionBack: 0.12,
  },
  guarded: {
    startTrust: 0.2,
    startRapport: 0.08,
    openLead: 0,
    gain: 0.85,
    loss: 1.3,
    grudge: 0.5,
    forgive: 0.25,
    depthShift: 0.03,
    factsPerTurn: 1,
    hedge: 0.5,
    elaborate: 0,
    tangent: 0,
    apologise: 0,
    challenge: 0.05,
    questionBack: 0.04,
  },
  verbose: {
    startTrust: 0.35,
    startRapport: 0.12,
    openLead: 0.12,
    gain: 1.05,
    loss: 0.9,
    grudge: 0.3,
    forgive: 0.35,
    depthShift: 0,
    factsPerTurn: 2,
    hedge: 0.1,
    elaborate: 0.7,
    tangent: 0.1,
    apologise: 0.05,
    challenge: 0,
    questionBack: 0.15,
  },
  tangential: {
    startTrust: 0.3,
    startRapport: 0.12,
    openLead: 0.1,
    gain: 0.95,
    loss: 0.85,
    grudge: 0.3,
    forgive: 0.35,
    depthShift: 0.02,
    factsPerTurn: 1,
    hedge: 0.1,
    elaborate: 0.25,
    tangent: 0.55,
    apologise: 0.1,
    challenge: 0,
    questionBack: 0.08,
  },
  hostile: {
    startTrust: 0.12,
    startRapport: 0.04,
    openLead: 0.02,
    gain: 0.95,
    loss: 1.35,
    grudge: 0.8,
    forgive: 0.12,
    depthShift: 0,
    factsPerTurn: 1,
    hedge: 0.05,
    elaborate: 0.05,
    tangent: 0,
    apologise: 0,
    challenge: 0.35,
    questionBack: 0.05,
  },
  people_pleasing: {
    startTrust: 0.35,
    startRapport: 0.15,
    openLead: 0.2,
    gain: 0.75,
    loss: 0.6,
    grudge: 0.2,
    forgive: 0.4,
    depthShift: 0.08,
    factsPerTurn: 1,
    hedge: 0.2,
    elaborate: 0.2,
    tangent: 0,
    apologise: 0.25,
    challenge: 0,
    questionBack: 0.2,
  },
};

export const DIFFICULTY_ADJUST: Record<Difficulty, { trust: number; gain: number }> = {
  beginner: { trust: 0.05, gain: 1.12 },
  intermediate: { trust: 0, gain: 1 },
  advanced: { trust: -0.04, gain: 0.9 },
};

/** Trust needed for each depth, before the style's shift. */
export const DEPTH_TRUST = { 2: 0.45, 3: 0.66 } as const;
/** Openness needed for each depth. */
export const DEPTH_OPENNESS = { 1: 0.06, 2: 0.32, 3: 0.45 } as const;
/** Rapport needed, beside `risk.min_trust`, before risk is disclosed: never in the first minute. */
export const RISK_RAPPORT = 0.3;
