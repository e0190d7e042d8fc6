import type { Persona, PersonaInput } from '@practicum/personas';
import type { PatientTurn } from './schemas';
import {
  createPatientSession,
  type PatientSession,
  type PatientSessionOptions,
  type TranscriptLine,
} from './session';

/**
 * Rebuilds a session from its transcript (after a server restart): the student's lines are replayed
 * with the same seed. A patient line before the first student line means opening() was used.
 * With `useRecordedText` the patient's recorded words are kept (needed when they came from a
 * non-deterministic renderer); otherwise they are regenerated and compared.
 */
export interface RebuildResult {
  session: PatientSession;
  turns: PatientTurn[];
  /** Indexes (into turns) where the regenerated line differs from the recorded one. */
  mismatches: number[];
}

export function rebuildPatientSession(
  persona: Persona | PersonaInput,
  options: PatientSessionOptions & { useRecordedText?: boolean },
  transcript: readonly TranscriptLine[],
): RebuildResult {
  const session = createPatientSession(persona, options);
  const turns: PatientTurn[] = [];
  const mismatches: number[] = [];
  let i = 0;
  if (transcript[0]?.speaker === 'patient') {
    const t = session.opening();
    if (t.text !== transcript[0].text) mismatches.push(0);
    turns.push(t);
    i = 1;
    while (transcript[i]?.speaker === 'patient') i++;
  }
  for (; i < transcript.length; i++) {
    const line = transcript[i];
    if (!line || line.speaker !== 'student') continue;
    const recorded = transcript[i + 1]?.speaker === 'patient' ? transcript[i + 1]?.text : undefined;
    const pending = session.decide(line.text);
    const turn = session.commit(pending, options.useRecordedText ? recorded : undefined);
    if (recorded !== undefined && turn.text !== recorded) mismatches.push(turns.length);
    turns.push(turn);
  }
  return { session, turns, mismatches };
}
