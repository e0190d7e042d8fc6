import { z } from 'zod';
import { CalgaryStageSchema, ChecklistDomainSchema, StationKindSchema } from '@practicum/personas';
import { GRADES } from '../grades';

const score = z.number().int().min(0).max(100);
const unit = z.number().min(0).max(1);

/** A student utterance that moved a score, quoted by seq. */
export const EvidenceSchema = z.object({
  seq: z.number().int(),
  /** The student's own words (trimmed to about 140 characters). */
  quote: z.string(),
  /** The coder's label for it (MITI, EPITOME, C-SSRS or conduct code). */
  code: z.string(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** One of the six skills. Feedback, strengths and areas quote the student's utterances as "#seq “...”". */
export const SkillSchema = z.object({
  /** 0-100; null when the skill could not be assessed (crisis management with no risk presented). */
  score: score.nullable(),
  /** False when nothing in the session called for the skill; score is then null. */
  applicable: z.boolean(),
  feedback: z.string(),
  strengths: z.array(z.string()),
  areas_for_improvement: z.array(z.string()),
  evidence: z.array(EvidenceSchema),
  /** Short, actionable notes for the live-session summary. */
  immediate_feedback: z.array(z.string()),
  /** Risk messages belonging to this skill (crisis management, boundaries). */
  risk_flags: z.array(z.string()),
});
export type Skill = z.infer<typeof SkillSchema>;

export const SKILL_NAMES = [
  'active_listening',
  'empathy_demonstration',
  'questioning_techniques',
  'boundary_maintenance',
  'crisis_management',
  'therapeutic_interventions',
] as const;
export type SkillName = (typeof SKILL_NAMES)[number];

export const RISK_FLAG_TYPES = [
  'missed_risk_disclosure',
  'harmful_risk_response',
  'incomplete_risk_assessment',
  'boundary_violation',
  'privacy_breach',
  'unprofessional_language',
] as const;
export type RiskFlagType = (typeof RISK_FLAG_TYPES)[number];

export const RiskFlagSchema = z.object({
  type: z.enum(RISK_FLAG_TYPES),
  /** "high" flags require supervisor review. */
  severity: z.enum(['high', 'medium']),
  /** The student utterance concerned, when there is one. */
  seq: z.number().int().nullable(),
  /** The patient utterance that disclosed risk, for risk flags. */
  patient_seq: z.number().int().nullable(),
  message: z.string(),
});
export type RiskFlag = z.infer<typeof RiskFlagSchema>;

export const ResourceSchema = z.object({
  title: z.string(),
  /** Author, year and where to find it. */
  citation: z.string(),
  /** Why it is recommended for this student. */
  reason: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const LevelDetailSchema = z.object({
  /** "engine" when the patient engine's recorded states were used, else "transcript". */
  source: z.enum(['engine', 'transcript']),
  /** 0..1 (the engine's own scale, or the transcript estimate). */
  value: unit,
  trend: z.enum(['rising', 'steady', 'falling']),
  reason: z.string(),
});

export const TalkTimeSchema = z.object({
  /** "duration" when every utterance has measured start and end times, else "words". */
  basis: z.enum(['duration', 'words']),
  student: z.number().min(0),
  patient: z.number().min(0),
  /** Optimal when the student talks 25-40 % and the patient 60-75 %; otherwise Needs Adjustment. */
  assessment: z.enum(['Optimal', 'Needs Adjustment']),
  longest_monologue: z
    .object({
      seq: z.number().int(),
      end_seq: z.number().int(),
      words: z.number().int(),
      ms: z.number().nullable(),
    })
    .nullable(),
  reason: z.string(),
});

export const SilenceSchema = z.object({
  rating: z.enum(['good', 'adequate', 'needs_attention', 'not_measured']),
  /** Student turns that began before the patient had finished. */
  interruptions: z.number().int().min(0),
  /** Pauses of 3 s or more the student left after the patient spoke. */
  pauses_allowed: z.number().int().min(0),
  median_response_ms: z.number().nullable(),
  reason: z.string(),
});

export const StructureSchema = z.object({
  rating: z.enum(['complete', 'partial', 'minimal']),
  greeting: z.number().int().nullable(),
  agenda: z.number().int().nullable(),
  summary: z.number().int().nullable(),
  closing: z.number().int().nullable(),
  reason: z.string(),
});

/** MITI 4.2 summary scores and counts behind the skills. */
export const MetricsSchema = z.object({
  student_utterances: z.number().int(),
  patient_utterances: z.number().int(),
  questions: z.number().int(),
  open_questions: z.number().int(),
  reflections: z.number().int(),
  complex_reflections: z.number().int(),
  /** Null when no question was asked. MITI 4.2: fair 1, good 2. */
  reflection_to_question_ratio: z.number().nullable(),
  /** Null when there was no reflection. MITI 4.2: fair 40, good 50. */
  percent_complex_reflections: z.number().nullable(),
  /** Null when no question was asked. */
  percent_open_questions: z.number().nullable(),
  mi_adherent: z.number().int(),
  mi_non_adherent: z.number().int(),
  code_counts: z.record(z.string(), z.number().int()),
});

export const ITEM_STATUSES = ['met', 'partly', 'not_met'] as const;
export const ItemStatusSchema = z.enum(ITEM_STATUSES);
export type ItemStatus = z.infer<typeof ItemStatusSchema>;

/** A student line that met (or partly met) a checklist item, quoted in full (or the part of it that counts). */
export const ChecklistEvidenceSchema = z.object({ seq: z.number().int(), quote: z.string() });
export type ChecklistEvidence = z.infer<typeof ChecklistEvidenceSchema>;

export const MarkedItemSchema = z.object({
  id: z.string(),
  domain: ChecklistDomainSchema,
  /** The domain in plain words ("Presenting complaint", "SPIKES: Perception"). */
  domain_label: z.string(),
  /** What a good candidate does, in plain words. */
  label: z.string(),
  status: ItemStatusSchema,
  /** Empty when not met. */
  evidence: z.array(ChecklistEvidenceSchema),
});
export type MarkedItem = z.infer<typeof MarkedItemSchema>;

/**
 * An item to avoid (misgendering, an intrusive question, a euphemism, unexplained jargon): whether
 * it occurred, and the lines it occurred in. One that did not occur is no achievement to tick.
 */
export const MarkedAvoidItemSchema = z.object({
  id: z.string(),
  domain: ChecklistDomainSchema,
  domain_label: z.string(),
  /** The behaviour, in plain words ("Used a euphemism ... instead of saying she died"). */
  label: z.string(),
  occurred: z.boolean(),
  /** The lines it occurred in (up to three); empty when it did not. */
  evidence: z.array(ChecklistEvidenceSchema),
});
export type MarkedAvoidItem = z.infer<typeof MarkedAvoidItemSchema>;

const rating = z.number().int().min(1).max(5);

export const StageRatingSchema = z.object({
  stage: CalgaryStageSchema,
  label: z.string(),
  /** 0-100, or null when nothing in the station called for this stage. */
  score: score.nullable(),
  /** 1 (not shown) to 5 (excellent); null with the score. */
  rating: rating.nullable(),
  rating_label: z.string().nullable(),
});
export type StageRating = z.infer<typeof StageRatingSchema>;

export const SpikesStepSchema = z.object({
  step: ChecklistDomainSchema,
  label: z.string(),
  status: ItemStatusSchema,
});
export type SpikesStep = z.infer<typeof SpikesStepSchema>;

/**
 * A medical station's marks (sessions with a case only): the OSCE checklist item by item, a rating
 * for each Calgary–Cambridge stage, a global rating, and for bad news the SPIKES steps.
 */
export const ChecklistResultSchema = z.object({
  station: StationKindSchema,
  station_label: z.string(),
  /**
   * 0-100: met items count 1, partly met 0.5, as a share of the items to do; each item to avoid that
   * occurred takes one item's worth off.
   */
  score,
  /** Items to do: met, partly met, not met and in all (items to avoid are in `avoid`). */
  met: z.number().int().min(0),
  partly: z.number().int().min(0),
  not_met: z.number().int().min(0),
  total: z.number().int().min(0),
  items: z.array(MarkedItemSchema),
  stages: z.array(StageRatingSchema),
  global_rating: z.object({ rating, label: z.string() }),
  spikes: z.array(SpikesStepSchema).optional(),
  /** The case's items to avoid, occurred or not; absent when the case has none. */
  avoid: z.array(MarkedAvoidItemSchema).optional(),
});
export type ChecklistResult = z.infer<typeof ChecklistResultSchema>;

/** The Insights object, computed from the transcript; numbers are never written by a model. */
export const InsightsSchema = z.object({
  scoring_version: z.string(),
  overall_score: score,
  grade: z.enum(GRADES),
  session_summary: z.string(),
  patient_engagement_level: z.enum(['high', 'moderate', 'low']),
  therapeutic_rapport: z.enum(['strong', 'moderate', 'weak']),
  engagement_detail: LevelDetailSchema,
  rapport_detail: LevelDetailSchema,
  active_listening: SkillSchema,
  empathy_demonstration: SkillSchema,
  questioning_techniques: SkillSchema,
  boundary_maintenance: SkillSchema,
  crisis_management: SkillSchema,
  therapeutic_interventions: SkillSchema,
  student_talk_percentage: z.number().min(0).max(100),
  patient_talk_percentage: z.number().min(0).max(100),
  talk_time: TalkTimeSchema,
  silence_management: SilenceSchema,
  session_structure: StructureSchema,
  hipaa_compliance: z.boolean(),
  ethical_boundaries: z.boolean(),
  professional_language: z.boolean(),
  compliance_reasons: z.object({
    hipaa_compliance: z.string(),
    ethical_boundaries: z.string(),
    professional_language: z.string(),
  }),
  immediate_feedback: z.array(z.string()),
  long_term_development: z.array(z.string()),
  /** Lists are plain sentences: "Title — citation. Why." (structured in resource_details). */
  recommended_resources: z.array(z.string()),
  resource_details: z.array(ResourceSchema),
  /** One sentence per flag (structured in risk_flag_details). */
  risk_flags: z.array(z.string()),
  risk_flag_details: z.array(RiskFlagSchema),
  /** True when any high-severity flag was raised: a missed or harmful risk response, or a boundary breach. */
  supervisor_review_required: z.boolean(),
  supervisor_review_reasons: z.array(z.string()),
  metrics: MetricsSchema,
  /**
   * A medical station's checklist marks; null for therapy sessions, which are marked on the six
   * skills alone. When present, the overall score and grade are the station's mark.
   */
  checklist: ChecklistResultSchema.nullable(),
});
export type Insights = z.infer<typeof InsightsSchema>;
