import { z } from 'zod';
import { text } from './text';
import { SessionReviewSchema } from './reviews';

export const SESSION_STATUSES = ['active', 'completed', 'cancelled', 'interrupted'] as const;
export const SessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof SessionStatusSchema>;

export const VOICE_TYPES = ['female', 'male', 'neutral'] as const;
export const VoiceTypeSchema = z.enum(VOICE_TYPES);

/** Voice speed: 0.5 to 2 in steps of 0.1. */
export const VoiceSpeedSchema = z
  .number()
  .min(0.5, 'Voice speed must be between 0.5 and 2')
  .max(2, 'Voice speed must be between 0.5 and 2')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Voice speed goes in steps of 0.1');

export const SPEAKERS = ['student', 'patient'] as const;
export const SpeakerSchema = z.enum(SPEAKERS);
export type Speaker = z.infer<typeof SpeakerSchema>;

/** One utterance of the transcript. */
export const TranscriptEntrySchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  speaker: SpeakerSchema,
  /** When it was said (ISO 8601). */
  timestamp: z.iso.datetime(),
  text: z.string(),
  emotion: z.string().nullable(),
  /** Offsets from the session start in milliseconds, when measured. */
  started_ms: z.number().int().nullable(),
  ended_ms: z.number().int().nullable(),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

export const SessionSchema = z.object({
  id: z.uuid(),
  session_id: z.uuid(),
  user_id: z.uuid(),
  patient_id: z.uuid(),
  patient_name: z.string(),
  status: SessionStatusSchema,
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  /** 0-100, once insights exist. */
  score: z.number().nullable(),
  grade: z.string().nullable(),
  feedback: z.string().nullable(),
  audio_enabled: z.boolean(),
  voice_type: VoiceTypeSchema,
  voice_speed: z.number(),
  audio_file_id: z.string().nullable(),
  insights: z.record(z.string(), z.unknown()).nullable(),
  insights_generated: z.boolean(),
  analysis: z.record(z.string(), z.unknown()).nullable(),
  performance_metrics: z.record(z.string(), z.unknown()).nullable(),
  session_notes: z.string().nullable(),
  message_count: z.number().int(),
  /**
   * When the institution's retention period deleted this session's transcript and recording (its
   * scores and report stay); null while they are kept.
   */
  transcript_deleted_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Session = z.infer<typeof SessionSchema>;

/** A single session with its transcript, and the instructor's review once one was saved. */
export const SessionDetailSchema = SessionSchema.extend({
  transcript: z.array(TranscriptEntrySchema),
  review: SessionReviewSchema.nullish(),
});
export type SessionDetail = z.infer<typeof SessionDetailSchema>;

export const PATIENT_ID_REQUIRED = 'Patient ID is required but was not provided';

export const CreateSessionBodySchema = z.object({
  patient_id: z.uuid({ error: PATIENT_ID_REQUIRED }),
  audio_enabled: z.boolean().default(true),
  voice_type: VoiceTypeSchema.default('female'),
  voice_speed: VoiceSpeedSchema.default(1),
});
export type CreateSessionBody = z.input<typeof CreateSessionBodySchema>;

export const UpdateSessionBodySchema = z
  .object({
    session_notes: text().max(5000).nullable(),
    audio_enabled: z.boolean(),
    voice_type: VoiceTypeSchema,
    voice_speed: VoiceSpeedSchema,
  })
  .partial();
export type UpdateSessionBody = z.infer<typeof UpdateSessionBodySchema>;

export const SESSION_SORT_FIELDS = ['start_time', 'score', 'duration'] as const;

export const SessionListQuerySchema = z.object({
  status_filter: z.union([SessionStatusSchema, z.literal('all')]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  sort_by: z.enum(SESSION_SORT_FIELDS).default('start_time'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  patient_id: z.uuid().optional(),
  min_score: z.coerce.number().min(0).max(100).optional(),
  max_score: z.coerce.number().min(0).max(100).optional(),
  /**
   * The patient's name or condition, searched like the patient list (clinical synonyms such as
   * PTSD and post-traumatic find the same sessions). Every word must match.
   */
  search: text().trim().max(100).optional(),
  /** `false` leaves cancelled sessions out; they are listed unless asked otherwise. */
  include_cancelled: z.enum(['true', 'false']).optional(),
});
export type SessionListQuery = z.input<typeof SessionListQuerySchema>;

export const SessionListResponseSchema = z.object({
  sessions: z.array(SessionSchema),
  total_count: z.number().int(),
});
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

/** Offsets are stored as 32-bit integers: about 24 days into a session, far beyond any real one. */
const OFFSET_MS = z.number().int().min(0).max(2_147_483_647);

export const AddMessageBodySchema = z.object({
  speaker: SpeakerSchema,
  text: text().trim().min(1, 'Message text is required').max(4000),
  emotion: text().max(40).optional(),
  started_ms: OFFSET_MS.optional(),
  ended_ms: OFFSET_MS.optional(),
});
export type AddMessageBody = z.infer<typeof AddMessageBodySchema>;

/** A student's stats: total sessions, average score, hours completed, current streak in days. */
export const UserStatsSchema = z.object({
  total_sessions: z.number().int(),
  /** Mean score of scored sessions, 0-100 (0 when none). */
  average_score: z.number(),
  hours_completed: z.number(),
  /** Consecutive days, ending today or yesterday, with at least one session. */
  current_streak: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const StatsQuerySchema = z.object({
  /** Minutes east of UTC of the user's clock (e.g. 60 for CET), for counting days. */
  tz_offset_minutes: z.coerce.number().int().min(-840).max(840).default(0),
});

export const RecordingSchema = z.object({
  session_id: z.uuid(),
  patient_name: z.string(),
  start_time: z.iso.datetime(),
  duration: z.number().int().nullable(),
  size_bytes: z.number().int(),
  filename: z.string(),
});
export const RecordingListResponseSchema = z.object({
  recordings: z.array(RecordingSchema),
  total_count: z.number().int(),
});
