import { RISK_SCREEN_MOVES, type RiskMove } from '../schemas/codes.schema';
import {
  ACCIDENT,
  DIRECT_RISK_WORDS,
  MEANS_AMOUNT,
  MEDICINES,
  ON_PURPOSE,
  PATIENT_RISK,
  PATIENT_RISK_DENIAL,
  RISK_FOLLOW_UP_CUES,
  RISK_FOLLOW_UP_GENERIC,
  RISK_SAFETY_CUES,
  RISK_SCREEN_CUES,
  RISK_WORDS,
} from '../lexicons/risk';
import { normalise } from '../text/normalize';
import { contentStems, overlapShare } from '../text/overlap';

/** Pointing back at what the patient just said: "those thoughts", "tell me more about that". */
const ANAPHOR =
  /\b(those|these|that|this|such) (thoughts?|feelings?|urges?|ideas?|plans?)\b|\b(tell me|say|talk) (a bit |a little |some )?more\b|\bwhat do you mean\b|\bwhen you say\b|\bwhat (has|is) (that|it) been like\b/;

/**
 * A risk word said about someone else, or as an idiom, asks nothing of the patient: "my work is
 * killing me" or "the plants died". Screening needs the patient addressed, or a general statement
 * about people that is then turned to them ("some people think about dying; has that crossed your mind?").
 */
const ADDRESSED = /\b(you|your|yourself|anyone|anything like that|crossed your mind)\b/;

export interface RiskReading {
  moves: RiskMove[];
  /** How a screening move was worded; null when the turn does not screen. */
  screen: 'direct' | 'indirect' | null;
}

/**
 * C-SSRS screening and follow-up, safety-planning and referral moves in a student turn. Follow-up
 * wordings count only while risk is in the conversation (`riskRaised`, or risk words in this turn).
 * Right after a disclosure, an open question or reflection about what was disclosed is exploring it.
 */
export function readRisk(
  normalised: string,
  disclosure: string | null,
  reflectsOrAsks: boolean,
  riskRaised = false,
): RiskReading {
  const out: RiskMove[] = [];
  // A question is put to the patient even without "you" ("has it been hard to see a reason to go on?").
  const addressed = ADDRESSED.test(normalised) || /\?/.test(normalised);
  const accidental = ACCIDENT.test(normalised) && !ON_PURPOSE.test(normalised);
  if (addressed)
    for (const [move, cue] of RISK_SCREEN_CUES)
      if (cue.test(normalised) && !(accidental && move === 'self_harm')) out.push(move);
  const inRisk =
    riskRaised ||
    disclosure !== null ||
    out.length > 0 ||
    (!accidental && RISK_WORDS.test(normalised.replace(MEDICINES, ' ')));
  if (inRisk && (addressed || riskRaised || disclosure !== null)) {
    for (const [move, cue] of RISK_FOLLOW_UP_CUES) {
      if (!cue.test(normalised)) continue;
      if (move === 'means' && disclosure === null && !MEANS_AMOUNT.test(normalised)) {
        const withoutMedicines = normalised.replace(MEDICINES, ' ');
        if (!cue.test(withoutMedicines)) continue;
      }
      out.push(move);
    }
    // Words like "when?" or "ready" ask about the risk only in a line that brings in no other subject.
    const theirs = disclosure === null ? new Set<string>() : contentStems(normalise(disclosure));
    const bare = RISK_FOLLOW_UP_GENERIC.reduce(
      (t, [, cue]) => t.replace(new RegExp(cue.source, 'g'), ' '),
      normalised,
    );
    const novel = [...contentStems(bare)].filter(
      (w) => !theirs.has(w) && !RISK_WORDS.test(w) && !FILLER_STEMS.has(w),
    ).length;
    if (novel <= 1 && (riskRaised || disclosure !== null))
      for (const [move, cue] of RISK_FOLLOW_UP_GENERIC)
        if (!out.includes(move) && cue.test(normalised)) out.push(move);
  }
  for (const [move, cue] of RISK_SAFETY_CUES)
    if ((move === 'referral' || inRisk || addressed) && cue.test(normalised)) out.push(move);
  if (disclosure !== null && !out.includes('explore')) {
    // Words of time ("these days", "this week") say nothing about what is being asked.
    const mine = new Set([...contentStems(normalised)].filter((w) => !TIME_STEMS.has(w)));
    const theirs = contentStems(normalise(disclosure));
    const about = overlapShare(mine, theirs);
    // A question about "it" right after a disclosure, bringing in nothing new, is about the disclosure.
    const novel = [...mine].filter((w) => !theirs.has(w)).length;
    const asksAboutIt =
      /\?/.test(normalised) && (novel === 0 || (novel === 1 && /\b(it|that|those|them)\b/.test(normalised)));
    if ((reflectsOrAsks && (out.length > 0 || about >= 0.2 || ANAPHOR.test(normalised))) || asksAboutIt)
      out.push('explore');
  }
  const screens = out.some((m) => RISK_SCREEN_MOVES.includes(m));
  return {
    moves: out,
    screen: screens ? (DIRECT_RISK_WORDS.test(normalised) ? 'direct' : 'indirect') : null,
  };
}

const TIME_STEMS = new Set(['day', 'week', 'month', 'year', 'time', 'today', 'late', 'recent', 'recently']);

/** Verbs and fillers of any question: they bring in no subject of their own. */
const FILLER_STEMS = new Set([
  'start',
  'think',
  'put',
  'particular',
  'thing',
  'anyth',
  'someth',
  'been',
  'already',
  'yet',
]);

/**
 * Whether a patient utterance discloses suicidal ideation or self-harm (a denial does not). With
 * the persona's own risk material, a line that says much the same as one of its sentences counts too.
 */
export function disclosesRisk(text: string, material: readonly string[] = []): boolean {
  const s = normalise(text);
  const parts = s.split(/[.?!]/);
  // "I would never kill myself" answers a screen; it is not a disclosure unless a cue stands apart.
  if (
    PATIENT_RISK.test(s) &&
    !parts.every((part) => !PATIENT_RISK.test(part) || PATIENT_RISK_DENIAL.test(part))
  )
    return true;
  return material.length > 0 && echoesMaterial(s, material);
}

/** A line that shares most of the content of one risk sentence of the persona's material. */
function echoesMaterial(normalised: string, material: readonly string[]): boolean {
  const said = contentStems(normalised);
  if (said.size < 4) return false;
  for (const text of material)
    for (const sentence of normalise(text).split(/[.?!]/)) {
      const stems = contentStems(sentence.trim());
      if (stems.size < 3 || (!RISK_WORDS.test(sentence) && !PATIENT_RISK.test(sentence))) continue;
      let shared = 0;
      for (const w of stems) if (said.has(w)) shared++;
      if (shared / stems.size >= 0.75) return true;
    }
  return false;
}
