import { z } from 'zod';
import { MedicalCaseSchema } from '@practicum/personas';

const unit = z.number().min(0).max(1);

/**
 * The patient engine's recorded inner state after a patient turn (numbers 0..1). Only the fields
 * scoring reads are named; anything else the engine records is kept and ignored.
 */
export const EngineStateSchema = z.looseObject({
  /** Accumulated trust; gates disclosure depth. */
  trust: unit.optional(),
  /** Felt connection in this session. */
  rapport: unit.optional(),
  /** Willingness to talk right now. */
  openness: unit.optional(),
  /** Emotional arousal. */
  distress: unit.optional(),
});
export type EngineState = z.infer<typeof EngineStateSchema>;

export const ScoringSpeakerSchema = z.enum(['student', 'patient']);
export type ScoringSpeaker = z.infer<typeof ScoringSpeakerSchema>;

/** One utterance of the conversation to score. */
export const ScoringUtteranceSchema = z.object({
  /** Order within the session; evidence quotes refer to it. Unique per transcript. */
  seq: z.number().int().min(0),
  /** The student plays the clinician (AnnoMI "therapist"); the patient the client. */
  speaker: ScoringSpeakerSchema,
  text: z.string(),
  /** Measured speech start, milliseconds from the session start. */
  start_ms: z.number().min(0).nullish(),
  /** Measured speech end, milliseconds from the session start. */
  end_ms: z.number().min(0).nullish(),
  /** The emotion the patient showed (patient turns). */
  emotion: z.string().nullish(),
  /** The patient engine's state after this turn (patient turns). */
  engine_state: EngineStateSchema.nullish(),
  /** The engine's own flag: this patient turn disclosed suicide or self-harm risk. */
  risk_disclosed: z.boolean().nullish(),
});
export type ScoringUtterance = z.infer<typeof ScoringUtteranceSchema>;

/** A session transcript as scoring receives it. */
export const ScoringTranscriptSchema = z.object({
  utterances: z.array(ScoringUtteranceSchema),
  /**
   * How this patient's risk reads in their own words, when the persona is known (its disclosure
   * and risk facts): a patient line that says the same is a disclosure even in words no lexicon has.
   */
  risk_material: z.array(z.string().max(2000)).max(40).optional(),
  /**
   * The medical station the conversation was (the persona's `case`), when it was one: the scoring
   * then marks its checklist as well.
   */
  station: MedicalCaseSchema.optional(),
  /**
   * The patient's name as the case gives it ("Eileen Fraser"): a station's checklist hears a check of
   * who the student is speaking to in it ("Is it Eileen Fraser?", "Hello, Mrs Fraser").
   */
  patient_name: z.string().max(200).optional(),
});
export type ScoringTranscript = z.infer<typeof ScoringTranscriptSchema>;
