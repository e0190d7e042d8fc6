import { COMPLEX_MARKERS, INNER_STATE, SIMPLE_MARKERS } from '../lexicons/reflection';
import { FEELING_WORD } from '../lexicons/feelings';
import { contentStems, overlapShare } from '../text/overlap';
import { words } from '../text/normalize';
import { addsMeaning } from '../acts/reflection';

/**
 * Simple reflections repeat or lightly rephrase; complex ones add meaning: a feeling or want not
 * named, an inference, a metaphor, both sides of ambivalence, or a summary of several things
 * (MITI 4.2). Each sign adds a point; plain repetition takes one away.
 */
export function complexityScore(text: string, patient: string, patientStems: Set<string>): number {
  const n = words(text).length;
  const stems = contentStems(text);
  const echo = overlapShare(stems, patientStems);
  let score = 0;
  if (COMPLEX_MARKERS.test(text)) score += 1;
  if (INNER_STATE.test(text)) score += 1;
  const figurative = addsMeaning(text, patient);
  if (figurative) score += 1;
  if (FEELING_WORD.test(text) && !FEELING_WORD.test(patient)) score += 1;
  if (n >= 20) score += 1;
  if (n >= 40) score += 1;
  if (stems.size > 0 && echo >= 0.6) score -= 1;
  if (SIMPLE_MARKERS.test(text)) score -= 1;
  if (n <= 5 && !figurative) score -= 1;
  return score;
}

/** One net sign of added meaning makes a reflection complex. */
export const COMPLEX_THRESHOLD = 1;

export function isComplexReflection(text: string, patient: string, patientStems: Set<string>): boolean {
  return complexityScore(text, patient, patientStems) >= COMPLEX_THRESHOLD;
}
