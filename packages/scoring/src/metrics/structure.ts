import { type StructureCode, type UtteranceCoding } from '@practicum/coder';

export type StructureSeqs = Record<StructureCode, number | null>;

/** The first student turn doing each structural move (greeting, agenda, summary, closing). */
export function structureSeqs(codes: readonly UtteranceCoding[]): StructureSeqs {
  const out: StructureSeqs = { greeting: null, agenda: null, summary: null, closing: null };
  for (const c of codes) for (const s of c.structure) if (out[s] === null) out[s] = c.seq;
  return out;
}
