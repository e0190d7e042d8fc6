import type { ProgressSuggestion, SkillKey } from '@practicum/contract';
import { DIFFICULTIES, type Difficulty } from '@practicum/personas';

/** What of an active persona the suggestion looks at. */
export interface Candidate {
  id: string;
  name: string;
  condition: string;
  difficulty: Difficulty;
  /** From the stored persona; absent on rows an older editor wrote without them. */
  style: string | null;
  riskLevel: string | null;
  emotions: string[];
}

/**
 * Which personas exercise which skill, read from how the patient talks and what they carry:
 * - crisis management needs a patient with suicide or self-harm risk to assess and plan around;
 * - boundaries are tested by a hostile patient (pushback, demands) or a people-pleasing one
 *   (asks for reassurance, friendship, advice);
 * - empathy and active listening grow with a guarded or tearful patient, who opens up only when
 *   they feel heard;
 * - questioning is practised on a tangential or verbose patient, who needs focused questions;
 * - therapeutic interventions suit a plain-spoken, risk-free patient, where there is room to try
 *   a technique without being pulled elsewhere.
 */
export function practises(skill: SkillKey, p: Candidate): boolean {
  switch (skill) {
    case 'crisis_management':
      return p.riskLevel !== null && p.riskLevel !== 'none';
    case 'boundary_maintenance':
      return p.style === 'hostile' || p.style === 'people_pleasing';
    case 'empathy_demonstration':
    case 'active_listening':
      return p.style === 'guarded' || p.emotions.includes('tearful');
    case 'questioning_techniques':
      return p.style === 'tangential' || p.style === 'verbose';
    case 'therapeutic_interventions':
      return p.style === 'plain' && (p.riskLevel === null || p.riskLevel === 'none');
  }
}

/**
 * The persona to practise `skill` with: one that exercises it, not the one practised last, nearest
 * the target difficulty (the easier side first on a tie), then by name so the answer is stable.
 */
export function suggestPersona(
  skill: SkillKey,
  target: Difficulty,
  candidates: Candidate[],
  lastPatientId: string | null,
): ProgressSuggestion | null {
  const rank = (d: Difficulty) => DIFFICULTIES.indexOf(d);
  const distance = (d: Difficulty) => Math.abs(rank(d) - rank(target));
  const fitting = candidates
    .filter((p) => p.id !== lastPatientId && practises(skill, p))
    .sort(
      (a, b) =>
        distance(a.difficulty) - distance(b.difficulty) ||
        rank(a.difficulty) - rank(b.difficulty) ||
        a.name.localeCompare(b.name),
    );
  const pick = fitting[0];
  if (!pick) return null;
  return {
    patient_id: pick.id,
    name: pick.name,
    condition: pick.condition,
    difficulty: pick.difficulty,
    skill,
  };
}
