import { z } from 'zod';
import { text } from './text';
import {
  AgeGroupSchema,
  ConditionCategorySchema,
  DifficultySchema,
  EmotionSchema,
  PersonaSchema,
  RiskLevelSchema,
  StyleSchema,
} from '@practicum/personas/schema';
import { DisciplineSchema } from '@practicum/personas';
import { StationBriefSchema } from './patient-case';

/** How many sessions used a patient, and how many of those scored 70 or more. */
export const PatientUsageSchema = z.object({
  sessions_count: z.number().int(),
  scored_sessions: z.number().int(),
  /** Share (0-100) of scored sessions scoring 70 or more; null until a session is scored. */
  success_rate: z.number().nullable(),
});
export type PatientUsage = z.infer<typeof PatientUsageSchema>;

/** What students (and cards) see: the presentation, never the case formulation behind it. */
export const PatientSchema = z.object({
  id: z.uuid(),
  /** The same id, for clients that read `_id`. */
  _id: z.uuid(),
  name: z.string(),
  age: z.number().int(),
  avatar: z.string(),
  difficulty: DifficultySchema,
  condition: z.string(),
  condition_category: ConditionCategorySchema,
  /** Who the case is written for: therapy, medicine or both. */
  discipline: DisciplineSchema,
  emotional_state: z.string(),
  personality: z.string(),
  background: z.string(),
  symptoms: z.array(z.string()),
  style: StyleSchema,
  /** How much suicide or self-harm risk the case holds (never what the patient says about it). */
  risk_level: RiskLevelSchema,
  archived: z.boolean(),
  catalogue_id: z.string().nullable(),
  usage: PatientUsageSchema,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Patient = z.infer<typeof PatientSchema>;

/**
 * One patient: everyone gets the presenting problem and a medical case's station brief; admins also
 * get the full persona (hidden agenda and checklist included), to review and edit it.
 */
export const PatientDetailSchema = PatientSchema.extend({
  presenting_problem: z.string(),
  station: StationBriefSchema.nullable(),
  persona: PersonaSchema.nullable(),
});
export type PatientDetail = z.infer<typeof PatientDetailSchema>;

export const PATIENT_PAGE_MAX = 200;

export const PatientListQuerySchema = z.object({
  /**
   * Matches name, condition and presenting problem as clinicians write them: case, accents and
   * hyphens do not matter, and abbreviations and synonyms (PTSD, post-traumatic; postnatal,
   * postpartum; self-harm, NSSI) find the same patients. Every word must match.
   */
  search: text().trim().max(100).optional(),
  difficulty: z.union([DifficultySchema, z.literal('all')]).optional(),
  /** Condition category. */
  category: z.union([ConditionCategorySchema, z.literal('all')]).optional(),
  /** Conversational style. */
  style: z.union([StyleSchema, z.literal('all')]).optional(),
  /** A risk level, or `any` for every level but none. */
  risk: z.union([RiskLevelSchema, z.enum(['any', 'all'])]).optional(),
  age_group: z.union([AgeGroupSchema, z.literal('all')]).optional(),
  /** therapy or medicine: that discipline's cases and those written for both; both: only the latter. */
  discipline: z.union([DisciplineSchema, z.literal('all')]).optional(),
  /** Admins may list archived patients too. */
  include_archived: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(PATIENT_PAGE_MAX).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PatientListQuery = z.input<typeof PatientListQuerySchema>;

export const PatientListResponseSchema = z.object({
  patients: z.array(PatientSchema),
  total_count: z.number().int(),
});
export type PatientListResponse = z.infer<typeof PatientListResponseSchema>;

export const PatientLibrarySummarySchema = z.object({
  total_patients: z.number().int(),
  /** Distinct conditions among patients in use. */
  conditions: z.number().int(),
  /** Sessions with status active right now. */
  active_sessions: z.number().int(),
});
export type PatientLibrarySummary = z.infer<typeof PatientLibrarySummarySchema>;

export const InitializePatientsResponseSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  total_count: z.number().int(),
});
export type InitializePatientsResponse = z.infer<typeof InitializePatientsResponseSchema>;

/** Create or replace a patient: the whole persona, validated by its schema. */
export const PatientBodySchema = PersonaSchema;
export type PatientBody = z.input<typeof PatientBodySchema>;

export const ArchivePatientBodySchema = z.object({ archived: z.boolean() });

export const PreviewTurnSchema = z.object({
  speaker: z.enum(['student', 'patient']),
  text: text().max(2000),
});

/** A short typed conversation with the engine; nothing is stored. */
export const PatientPreviewBodySchema = z.object({
  /** The student's lines so far, oldest first; the patient's replies are recomputed from them. */
  student_messages: z.array(text().trim().min(1).max(2000)).max(40),
  seed: text().max(64).optional(),
});
export type PatientPreviewBody = z.infer<typeof PatientPreviewBodySchema>;

export const PatientPreviewResponseSchema = z.object({
  seed: z.string(),
  turns: z.array(
    PreviewTurnSchema.extend({
      emotion: EmotionSchema.nullable(),
      /** Engine state after a patient turn (trust, rapport ...), for the instructor. */
      state: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type PatientPreviewResponse = z.infer<typeof PatientPreviewResponseSchema>;
