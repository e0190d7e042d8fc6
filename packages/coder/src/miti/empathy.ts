import { type Empathy, type EpitomeLevel, type MitiCode } from '../schemas/codes.schema';
import {
  EMOTIONAL_REACTION_STRONG,
  EMOTIONAL_REACTION_WEAK,
  FEELING_EXPLORATION,
  GENERIC_UNDERSTANDING,
} from '../lexicons/feelings';

/**
 * EPITOME levels for one student turn (Sharma et al. 2020). Interpretation follows the reflection code:
 * a complex reflection states an understanding of the experience (strong), a simple one repeats it (weak).
 */
export function empathyOf(text: string, codes: readonly MitiCode[]): Empathy {
  const has = (c: MitiCode) => codes.includes(c);
  const emotional: EpitomeLevel = EMOTIONAL_REACTION_STRONG.test(text)
    ? 'strong'
    : EMOTIONAL_REACTION_WEAK.test(text) || has('affirm')
      ? 'weak'
      : 'none';
  const interpretation: EpitomeLevel = has('complex_reflection')
    ? 'strong'
    : has('simple_reflection') || GENERIC_UNDERSTANDING.test(text)
      ? 'weak'
      : 'none';
  const asks = has('question_open') || has('question_closed');
  const exploration: EpitomeLevel =
    asks && FEELING_EXPLORATION.test(text) ? 'strong' : has('question_open') ? 'weak' : 'none';
  return { emotional_reactions: emotional, interpretations: interpretation, explorations: exploration };
}
