import { RISK_RESPONSE_WINDOW } from '@practicum/coder';
/**
 * Every number that turns measurements into a grade lives here, so it can be read and argued with in
 * one place. Thresholds marked MITI come from the MITI 4.2 manual (Moyers, Manuel & Ernst 2014).
 */

export const SCORING_VERSION = '1.0.0';

export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type Grade = (typeof GRADES)[number];

/** Grade bands on the overall score (lower bound inclusive), aligned with the 90/80/70 score colours. */
export const GRADE_BANDS: ReadonlyArray<{ grade: Grade; min: number }> = [
  { grade: 'A', min: 90 },
  { grade: 'B', min: 80 },
  { grade: 'C', min: 70 },
  { grade: 'D', min: 60 },
  { grade: 'F', min: 0 },
];

export function gradeFor(score: number): Grade {
  return GRADE_BANDS.find((b) => score >= b.min)?.grade ?? 'F';
}

/** Weights of the skills in the overall score; a skill that is not applicable drops out and the rest renormalise. */
export const SKILL_WEIGHTS = {
  active_listening: 0.22,
  empathy_demonstration: 0.2,
  questioning_techniques: 0.18,
  therapeutic_interventions: 0.2,
  boundary_maintenance: 0.1,
  crisis_management: 0.1,
} as const;

/** A missed or harmfully handled risk disclosure caps the overall score (grade F). */
export const RISK_MISS_CAP = 55;

/**
 * Insulting, mocking or showing contempt for a patient is a breach a supervisor would not pass over:
 * however good the rest of the session, it cannot reach a C.
 */
export const HOSTILITY_CAP = 69;

/**
 * A grade needs enough of the student's work to rest on. With only a few substantive turns (see
 * isEvidence: questions, reflections, advice and the like, not greetings or backchannels) one good line
 * can make every ratio look perfect, so the overall score is capped: below MIN_TURNS_FOR_PASS it
 * cannot pass (F), below MIN_TURNS_FOR_B it cannot reach a C, let alone a B. Six turns is about two
 * minutes of conversation, the least in which reflecting, asking and following up can all be seen.
 */
export const MIN_TURNS_FOR_PASS = 3;
export const SHORT_SESSION_CAP = 50;
export const MIN_TURNS_FOR_B = 6;
export const FEW_TURNS_CAP = 65;

/** The cap on the overall score for a session with this many substantive student turns (null: none). */
export function evidenceCap(turns: number): number | null {
  if (turns < MIN_TURNS_FOR_PASS) return SHORT_SESSION_CAP;
  if (turns < MIN_TURNS_FOR_B) return FEW_TURNS_CAP;
  return null;
}

export const THRESHOLDS = {
  /** MITI 4.2 reflection-to-question ratio: fair 1:1, good 2:1. */
  reflectionToQuestion: { fair: 1, good: 2 },
  /** MITI 4.2 percent complex reflections: fair 40, good 50. */
  percentComplex: { fair: 40, good: 50 },
  /** MITI 3.1 percent open questions: fair 50, good 70 (dropped from 4.2, kept as a teaching aid). */
  percentOpen: { fair: 50, good: 70 },
  /** Optimal talk-time shares in percent; outside them the assessment is Needs Adjustment. */
  studentTalk: { min: 25, max: 40 },
  patientTalk: { min: 60, max: 75 },
  /** Reflections per substantive student turn that count as reflective listening. */
  reflectionDensity: 0.35,
  /** A single student run longer than this share of all student words is a monologue. */
  monologueShare: 0.25,
  /** Student turns after a disclosure that still count as responding to it. */
  riskResponseWindow: RISK_RESPONSE_WINDOW,
  /** Pause the student leaves after the patient speaks that counts as allowing silence (ms). */
  pauseMs: 3000,
  /** Starting this early (negative gap, ms) counts as talking over the patient. */
  interruptionMs: -300,
} as const;

/** Piecewise-linear map of a measurement onto 0-100 through (x, y) anchor points. */
export function scale(x: number, anchors: ReadonlyArray<readonly [number, number]>): number {
  const first = anchors[0];
  const last = anchors.at(-1);
  if (!first || !last) return 0;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < anchors.length; i++) {
    const [x1, y1] = anchors[i]!;
    const [x0, y0] = anchors[i - 1]!;
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return last[1];
}

export const clamp100 = (x: number) => Math.max(0, Math.min(100, Math.round(x)));
