import { HARMFUL_CONDUCT, type ConductCode, type MitiCode, type UtteranceCoding } from '@practicum/coder';

/** The harmful ways of speaking, in the order feedback names them (the most hurtful first). */
export type Harm = Extract<ConductCode, 'hostility' | 'judgement' | 'invalidation' | 'false_reassurance'>;
export const HARMS: readonly Harm[] = ['hostility', 'judgement', 'invalidation', 'false_reassurance'];

/** Codes that earn credit somewhere in the skills: a harmful line keeps none of them. */
const CREDITED: readonly MitiCode[] = [
  'simple_reflection',
  'complex_reflection',
  'question_open',
  'question_closed',
  'affirm',
  'seeking_collaboration',
  'emphasising_autonomy',
  'persuade_with_permission',
  'facilitate',
];
const REFLECTIONS: readonly MitiCode[] = ['simple_reflection', 'complex_reflection'];
/** Lines that are no conversation with this patient: not evidence of any counselling skill. */
const OFF_FRAME: readonly ConductCode[] = ['off_topic', 'nonsense', 'other_language'];

/** The harmful conduct found in a turn, most hurtful first (empty when there is none). */
export function harmsOf(c: UtteranceCoding): Harm[] {
  return HARMS.filter((h) => c.conduct.includes(h) && HARMFUL_CONDUCT.includes(h));
}

export const isHarmful = (c: UtteranceCoding) => harmsOf(c).length > 0;

/** A reflection of something the patient did not say or show. */
export const isMisfit = (c: UtteranceCoding) =>
  c.reflection_fit === 'misfit' && c.codes.some((x) => REFLECTIONS.includes(x));

/**
 * A turn that shows the student at work: a question, reflection, affirmation, information, advice or
 * confrontation. Backchannels, small talk and off-frame lines (off topic, nonsense, another language)
 * say nothing about the student's skill, so a session made of them cannot earn a grade.
 */
export const isEvidence = (c: UtteranceCoding) =>
  c.primary !== 'facilitate' && c.primary !== 'other' && !c.conduct.some((x) => OFF_FRAME.includes(x));

/**
 * A coding as the scores count it. A harmful line (hurtful, judging, dismissive, falsely reassuring)
 * earns nothing, whatever its form: no question, reflection, affirmation, empathy or structure move
 * is credited, only its confrontation or persuasion. A reflection that does not fit what the patient
 * said is a missed attempt: it is not a reflection, it conveys no understanding or feeling for the
 * patient (EPITOME interpretation and emotional reaction) and it is no summary. Conduct and fit stay on the coding so feedback can say why.
 */
export function credit(c: UtteranceCoding): UtteranceCoding {
  if (isHarmful(c)) {
    const kept = c.codes.filter((x) => !CREDITED.includes(x));
    const primary: MitiCode = kept.includes(c.primary) ? c.primary : (kept[0] ?? 'confront');
    return {
      ...c,
      primary,
      codes: [primary, ...kept.filter((x) => x !== primary)],
      structure: [],
      empathy: { emotional_reactions: 'none', interpretations: 'none', explorations: 'none' },
      annomi: { main: 'therapist_input', question_subtype: null, reflection_subtype: null },
      questions: 0,
    };
  }
  if (isMisfit(c)) {
    const codes = c.codes.filter((x) => !REFLECTIONS.includes(x));
    const primary: MitiCode = REFLECTIONS.includes(c.primary) ? (codes[0] ?? 'other') : c.primary;
    return {
      ...c,
      primary,
      codes: codes.length > 0 ? codes : [primary],
      structure: c.structure.filter((s) => s !== 'summary'),
      // Feeling for, or understanding of, what the patient never said conveys no empathy to them.
      empathy: { ...c.empathy, emotional_reactions: 'none', interpretations: 'none' },
      annomi:
        c.annomi.main === 'reflection'
          ? { main: 'other', question_subtype: null, reflection_subtype: null }
          : c.annomi,
    };
  }
  return c;
}
