import { type MitiCode, type UtteranceCoding } from '@practicum/coder';

/** MITI 4.2: MI-adherent behaviours. */
export const MI_ADHERENT: readonly MitiCode[] = ['affirm', 'seeking_collaboration', 'emphasising_autonomy'];
/** MITI 4.2: MI-non-adherent behaviours (persuasion without permission, confrontation). */
export const MI_NON_ADHERENT: readonly MitiCode[] = ['confront', 'persuade'];

export interface MitiSummary {
  studentUtterances: number;
  /** Student turns that do more than keep the conversation going. */
  substantive: number;
  questions: number;
  openQuestions: number;
  reflections: number;
  complexReflections: number;
  /** Null when no question was asked. */
  reflectionToQuestion: number | null;
  percentComplex: number | null;
  percentOpen: number | null;
  adherent: number;
  nonAdherent: number;
  /** Turns with two or more questions. */
  stacked: number;
  counts: Record<string, number>;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * MITI summary scores. Each behaviour is counted once per student turn in which it occurs (a turn
 * with a reflection and a question counts one of each), which is how MITI counts utterances.
 * `missedReflections` are reflection attempts that did not count (they did not fit what the patient
 * said): they are no reflections, but they stay in the base of percent complex, so a student cannot
 * reach a high share of complex reflections by missing with the rest.
 */
export function mitiSummary(codes: readonly UtteranceCoding[], missedReflections = 0): MitiSummary {
  const counts: Record<string, number> = {};
  let questions = 0;
  let open = 0;
  let reflections = 0;
  let complex = 0;
  let adherent = 0;
  let nonAdherent = 0;
  let stacked = 0;
  let substantive = 0;
  for (const c of codes) {
    for (const code of c.codes) counts[code] = (counts[code] ?? 0) + 1;
    if (c.primary !== 'facilitate') substantive++;
    const has = (code: MitiCode) => c.codes.includes(code);
    // A question is a question whatever else it does (seeking collaboration, disguised advice).
    if (has('question_open') || has('question_closed') || c.questions > 0) {
      questions++;
      if (has('question_open') || c.annomi.question_subtype === 'open') open++;
    }
    if (has('simple_reflection') || has('complex_reflection')) {
      reflections++;
      if (has('complex_reflection')) complex++;
    }
    adherent += MI_ADHERENT.filter(has).length;
    nonAdherent += MI_NON_ADHERENT.filter(has).length;
    if (c.questions >= 2) stacked++;
  }
  return {
    studentUtterances: codes.length,
    substantive,
    questions,
    openQuestions: open,
    reflections,
    complexReflections: complex,
    reflectionToQuestion: questions > 0 ? round2(reflections / questions) : null,
    percentComplex:
      reflections + missedReflections > 0
        ? round1((100 * complex) / (reflections + missedReflections))
        : null,
    percentOpen: questions > 0 ? round1((100 * open) / questions) : null,
    adherent,
    nonAdherent,
    stacked,
    counts,
  };
}
