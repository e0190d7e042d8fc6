import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { createPatientSession } from '@practicum/patient-engine';
import { analyse } from '../../src/analysis';
import { markChecklist } from '../../src/checklist/mark';
import type { ChecklistResult } from '../../src/schemas/insights.schema';
import type { StationTranscript } from './types';

export interface StationRun {
  transcript: StationTranscript;
  result: ChecklistResult;
  /** Share of items met (0-1). */
  metShare: number;
  /** Items met whose evidence includes a line written to meet them, as a share of items met. */
  evidenceRight: number;
  /** Items met on lines not written for them (for reading a result). */
  wrongEvidence: string[];
}

const personas = new Map(CATALOGUE.map((p) => [p.id, p]));

/** Plays the student's lines to the offline patient and marks the station. */
export function runStation(t: StationTranscript): StationRun {
  const persona = PersonaSchema.parse(personas.get(t.personaId)) as Persona;
  const session = createPatientSession(persona, { seed: 7 });
  const utterances: { seq: number; speaker: 'student' | 'patient'; text: string }[] = [];
  const intended = new Map<number, string[]>();
  for (const line of t.lines) {
    const seq = utterances.length;
    utterances.push({ seq, speaker: 'student', text: line.say });
    intended.set(seq, line.meets ?? []);
    utterances.push({ seq: seq + 1, speaker: 'patient', text: session.respond(line.say).text });
  }
  const result = markChecklist(analyse({ utterances }), persona.case!, { patientName: persona.name });
  const met = result.items.filter((i) => i.status === 'met');
  const wrongEvidence = met
    .filter((i) => !i.evidence.some((e) => intended.get(e.seq)?.includes(i.id)))
    .map((i) => `${i.id} <- ${i.evidence.map((e) => `#${e.seq} ${e.quote}`).join(' | ')}`);
  return {
    transcript: t,
    result,
    metShare: met.length / result.total,
    evidenceRight: met.length === 0 ? 1 : (met.length - wrongEvidence.length) / met.length,
    wrongEvidence,
  };
}
