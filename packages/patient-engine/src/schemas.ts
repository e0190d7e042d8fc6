import { z } from 'zod';
import { EmotionSchema } from '@practicum/personas';
import { StudentActSchema, type StudentAct } from '@practicum/coder';

export { STUDENT_ACTS, StudentActSchema, type StudentAct } from '@practicum/coder';

/** Whether a turn's acts include any of `which`. */
export const has = (acts: readonly StudentAct[], ...which: StudentAct[]) =>
  which.some((a) => acts.includes(a));

const unit = z.number().min(0).max(1);

/** The patient's inner state after a turn: for scoring and instructor review, never shown to the student. */
export const PatientStateSchema = z.object({
  /** Felt connection in this session; built by greetings, empathy and listening. */
  rapport: unit,
  /** Accumulated trust; gates how deep the patient discloses (depth 2 moderate, depth 3 high). */
  trust: unit,
  /** Willingness to talk right now; reacts quickly to the last few student moves. */
  openness: unit,
  /** Emotional arousal; rises with painful disclosures and confrontation, falls with validation. */
  distress: unit,
  /** The emotion the patient shows this turn. */
  emotion: EmotionSchema,
  /** Student utterances answered so far (0 for the opening). */
  turn: z.number().int().min(0),
});
export type PatientState = z.infer<typeof PatientStateSchema>;

export const PatientTurnSchema = z.object({
  /** What the patient says, first person, in character. */
  text: z.string().min(1),
  /** The emotion shown; goes into the transcript entry's `emotion`. */
  emotion: EmotionSchema,
  state: PatientStateSchema,
  /** How the student utterance was classified, most salient first; empty for the opening. */
  student_acts: z.array(StudentActSchema),
  /** Persona facts revealed in this turn. */
  disclosed_fact_ids: z.array(z.string()),
  /** True on the turn the patient discloses suicide or self-harm risk. */
  risk_disclosed: z.boolean(),
  /** True when the patient takes leave (the student closed the session). */
  ended: z.boolean().optional(),
});
export type PatientTurn = z.infer<typeof PatientTurnSchema>;
