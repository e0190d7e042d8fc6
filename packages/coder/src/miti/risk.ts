import { type RiskMove } from '../schemas/codes.schema';
import { PATIENT_RISK, PATIENT_RISK_DENIAL, RISK_MOVE_CUES, RISK_TRIGGER } from '../lexicons/risk';
import { normalise } from '../text/normalize';
import { contentStems, overlapShare } from '../text/overlap';

/** Pointing back at what the patient just said: "those thoughts", "tell me more about that". */
const ANAPHOR =
  /\b(those|these|that|this|such) (thoughts?|feelings?|urges?|ideas?)\b|\b(tell me|say|talk) (a bit |a little |some )?more\b|\bwhat do you mean\b|\bwhen you say\b|\bwhat (has|is) (that|it) been like\b/;

/**
 * C-SSRS, safety-planning and referral moves in a student turn. Right after a disclosure, an open
 * question or reflection about what was disclosed counts as exploring the risk.
 */
export function riskMovesOf(
  normalised: string,
  disclosure: string | null,
  reflectsOrAsks: boolean,
): RiskMove[] {
  const out: RiskMove[] = [];
  if (RISK_TRIGGER.test(normalised))
    for (const [move, cue] of RISK_MOVE_CUES) if (cue.test(normalised)) out.push(move);
  if (disclosure !== null && reflectsOrAsks) {
    const about = overlapShare(contentStems(normalised), contentStems(normalise(disclosure)));
    if (out.length > 0 || about >= 0.2 || ANAPHOR.test(normalised)) out.push('explore');
  }
  return out;
}

/** Whether a patient utterance discloses suicidal ideation or self-harm (a denial does not). */
export function disclosesRisk(text: string): boolean {
  const s = normalise(text);
  if (!PATIENT_RISK.test(s)) return false;
  // "I would never kill myself" answers a screen; it is not a disclosure unless a cue stands apart.
  return !s.split(/[.?!]/).every((part) => !PATIENT_RISK.test(part) || PATIENT_RISK_DENIAL.test(part));
}
