import type { MitiCode, StudentAct, UtteranceCoding } from './schemas/codes.schema';

const REFLECTION_CODES = new Set<MitiCode>(['simple_reflection', 'complex_reflection']);

/** The patient engine's act for each MITI question or reflection code. */
export const QUESTION_ACT: Partial<Record<MitiCode, StudentAct>> = {
  question_open: 'open_question',
  question_closed: 'closed_question',
  simple_reflection: 'simple_reflection',
  complex_reflection: 'complex_reflection',
};

/** The order acts are reported in: what the patient reacts to most comes first. */
export const SALIENCE: readonly StudentAct[] = [
  'hostility',
  'confrontation',
  'invalidation',
  'risk_screening',
  'risk_followup',
  'safety_planning',
  'advice',
  'premature_reassurance',
  'closing',
  'summary',
  'complex_reflection',
  'simple_reflection',
  'validation',
  'affirmation',
  'psychoeducation',
  'self_disclosure',
  'off_topic',
  'other_language',
  'small_talk',
  'agenda',
  'open_question',
  'closed_question',
  'greeting',
  'other',
];

/** AnnoMI's coarser code follows the final primary code when the reconciliation changed it. */
export function annomiOf(primary: MitiCode, before: UtteranceCoding['annomi']): UtteranceCoding['annomi'] {
  if (REFLECTION_CODES.has(primary))
    return {
      main: 'reflection',
      question_subtype: null,
      reflection_subtype: primary === 'complex_reflection' ? 'complex' : 'simple',
    };
  if (primary === 'question_open' || primary === 'question_closed') return before;
  if (['confront', 'persuade', 'persuade_with_permission', 'giving_information'].includes(primary))
    return before.main === 'question'
      ? before
      : { main: 'therapist_input', question_subtype: null, reflection_subtype: null };
  if (primary === 'affirm' || primary === 'other' || primary === 'facilitate')
    return before.main === 'question'
      ? before
      : { main: 'other', question_subtype: null, reflection_subtype: null };
  return before;
}
