import { type StructureCode } from '../schemas/codes.schema';
import { AGENDA, CLOSING, GREETING, SUMMARY } from '../lexicons/structure';
import { sentences } from '../text/normalize';

/** Where the turn falls in the session, 0 at the start and 1 at the end. */
export function structureOf(
  normalised: string,
  position: number,
  words: number,
  reflective: boolean,
): StructureCode[] {
  const out: StructureCode[] = [];
  const first = sentences(normalised)[0]?.text ?? '';
  if (position <= 0.2 && (GREETING.test(first) || GREETING.test(normalised))) out.push('greeting');
  if (position <= 0.35 && AGENDA.test(normalised)) out.push('agenda');
  if (SUMMARY.test(normalised) || (reflective && words >= 45)) out.push('summary');
  if (position >= 0.6 && CLOSING.test(normalised)) out.push('closing');
  return out;
}
