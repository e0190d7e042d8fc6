import type { PatientPreviewResponse } from '@practicum/contract';
import { PersonaSchema, type PersonaInput } from '@practicum/personas';

/**
 * Replays the instructor's typed lines through the patient engine from the opening statement on.
 * The engine is deterministic for a persona, a seed and the student's lines, so the preview needs
 * no stored state: each call recomputes the whole short conversation.
 */
export async function previewConversation(
  input: PersonaInput,
  studentMessages: string[],
  seed: string,
): Promise<PatientPreviewResponse> {
  // Loaded on first use: only instructors previewing patients need the engine in this path.
  const { createPatientSession } = await import('@practicum/patient-engine');
  const session = createPatientSession(PersonaSchema.parse(input), { seed });
  const opening = session.opening();
  const turns: PatientPreviewResponse['turns'] = [
    { speaker: 'patient', text: opening.text, emotion: opening.emotion, state: { ...opening.state } },
  ];
  for (const text of studentMessages) {
    turns.push({ speaker: 'student', text, emotion: null, state: null });
    const reply = session.respond(text);
    turns.push({ speaker: 'patient', text: reply.text, emotion: reply.emotion, state: { ...reply.state } });
  }
  return { seed, turns };
}
