import { z } from 'zod';

/**
 * Insights of a session, as readers see them; @practicum/scoring builds them. Every field may be
 * missing or null, and unknown fields are kept (objects are loose), so older, partial and richer
 * insights all read. The lists are plain sentences any client can show as they are.
 */

/** The six counselling skills, in the order the history details show them. */
export const SKILL_KEYS = [
  'active_listening',
  'empathy_demonstration',
  'questioning_techniques',
  'boundary_maintenance',
  'crisis_management',
  'therapeutic_interventions',
] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

const textList = z.array(z.string());
/** A level shown as words ("high", "Building") or, by some generators, as a number. */
const level = z.union([z.string(), z.number()]);
/** A free-form assessment: a sentence, a number, or an object such as `{ rating, reason, ... }`. */
const assessment = z.union([z.string(), z.number(), z.record(z.string(), z.unknown())]);

export const SkillAssessmentSchema = z.looseObject({
  /** 0-100; null when the skill could not be assessed. */
  score: z.number().nullish(),
  /** False when nothing in the session called for the skill (its score is then null). */
  applicable: z.boolean().nullish(),
  feedback: z.string().nullish(),
  strengths: textList.nullish(),
  areas_for_improvement: textList.nullish(),
  /** Used by the live-session summary. */
  immediate_feedback: textList.nullish(),
  risk_flags: textList.nullish(),
  /** The student's own utterances (by transcript seq) that moved this score. */
  evidence: z
    .array(z.looseObject({ seq: z.number().int(), quote: z.string(), code: z.string().nullish() }))
    .nullish(),
});
export type SkillAssessment = z.infer<typeof SkillAssessmentSchema>;

const skill = SkillAssessmentSchema.nullish();

/**
 * Who wrote the narrative feedback of the insights: the configured language model, or the offline
 * scorer (no model configured, or the model failed: `error` says why, without keys or addresses).
 */
export const FeedbackSourceSchema = z.looseObject({
  kind: z.enum(['model', 'offline']),
  /** The chat model that wrote the feedback, or that was tried. */
  model: z.string().nullish(),
  error: z.string().nullish(),
});
export type FeedbackSource = z.infer<typeof FeedbackSourceSchema>;

/** A checklist item's status: met, partly met, not met. */
export const CHECKLIST_STATUSES = ['met', 'partly', 'not_met'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const ChecklistItemResultSchema = z.looseObject({
  id: z.string(),
  domain: z.string(),
  /** The domain in plain words ("Presenting complaint", "SPIKES: Perception"). */
  domain_label: z.string().nullish(),
  /** What a good candidate does, in plain words. */
  label: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  /** The student's lines (by transcript seq) that met it; empty when not met. */
  evidence: z.array(z.looseObject({ seq: z.number().int(), quote: z.string() })).nullish(),
});
export type ChecklistItemResult = z.infer<typeof ChecklistItemResultSchema>;

/**
 * An item to avoid (misgendering, an intrusive question, a euphemism, unexplained jargon): whether it
 * occurred, with the student's lines it occurred in. Stored insights from before items to avoid have
 * none.
 */
export const ChecklistAvoidResultSchema = z.looseObject({
  id: z.string(),
  domain: z.string(),
  domain_label: z.string().nullish(),
  /** The behaviour, in plain words. */
  label: z.string(),
  occurred: z.boolean(),
  evidence: z.array(z.looseObject({ seq: z.number().int(), quote: z.string() })).nullish(),
});
export type ChecklistAvoidResult = z.infer<typeof ChecklistAvoidResultSchema>;

/** A Calgary–Cambridge stage's rating: 1 (not shown) to 5 (excellent), null when not called for. */
export const StageRatingSchema = z.looseObject({
  stage: z.string(),
  label: z.string(),
  score: z.number().nullish(),
  rating: z.number().int().min(1).max(5).nullish(),
  rating_label: z.string().nullish(),
});
export type StageRating = z.infer<typeof StageRatingSchema>;

/**
 * A medical station's marks: the OSCE checklist item by item with the quoted evidence, the
 * Calgary–Cambridge stage ratings, a global rating, and for bad news the SPIKES steps. Only sessions
 * with a medical case have it; therapy sessions keep the six skills alone.
 */
export const ChecklistResultSchema = z.looseObject({
  station: z.string(),
  station_label: z.string().nullish(),
  /** 0-100: met items count 1, partly met 0.5; each item to avoid that occurred takes one off. */
  score: z.number().nullish(),
  met: z.number().int().nullish(),
  partly: z.number().int().nullish(),
  not_met: z.number().int().nullish(),
  total: z.number().int().nullish(),
  items: z.array(ChecklistItemResultSchema),
  stages: z.array(StageRatingSchema).nullish(),
  global_rating: z.looseObject({ rating: z.number().int().min(1).max(5), label: z.string() }).nullish(),
  spikes: z
    .array(z.looseObject({ step: z.string(), label: z.string(), status: z.enum(CHECKLIST_STATUSES) }))
    .nullish(),
  /** Items to avoid, occurred or not (absent when the case has none); `items` are all to do. */
  avoid: z.array(ChecklistAvoidResultSchema).nullish(),
});
export type ChecklistResult = z.infer<typeof ChecklistResultSchema>;

export const InsightsSchema = z.looseObject({
  /** 0-100. */
  overall_score: z.number().nullish(),
  grade: z.string().nullish(),
  session_summary: z.string().nullish(),
  patient_engagement_level: level.nullish(),
  therapeutic_rapport: level.nullish(),

  active_listening: skill,
  empathy_demonstration: skill,
  questioning_techniques: skill,
  boundary_maintenance: skill,
  crisis_management: skill,
  therapeutic_interventions: skill,

  /** Share of speaking time, 0-100. */
  student_talk_percentage: z.number().nullish(),
  patient_talk_percentage: z.number().nullish(),
  silence_management: assessment.nullish(),
  session_structure: assessment.nullish(),

  hipaa_compliance: z.boolean().nullish(),
  ethical_boundaries: z.boolean().nullish(),
  professional_language: z.boolean().nullish(),
  /** Why each compliance indicator was judged as it was, keyed like the indicators. */
  compliance_reasons: z.record(z.string(), z.string()).nullish(),

  immediate_feedback: textList.nullish(),
  long_term_development: textList.nullish(),
  recommended_resources: textList.nullish(),
  risk_flags: textList.nullish(),
  supervisor_review_required: z.boolean().nullish(),
  supervisor_review_reasons: textList.nullish(),
  /** Who wrote the narrative feedback (the numbers are always computed). */
  feedback_source: FeedbackSourceSchema.nullish(),
  /** A medical station's checklist marks (absent for therapy sessions). */
  checklist: ChecklistResultSchema.nullish(),
});
export type Insights = z.infer<typeof InsightsSchema>;

/**
 * What a language model may write into the insights: the narrative only. Every score, grade, metric,
 * evidence quote and risk flag stays computed by the scoring package, so this schema holds no numbers.
 * Strict objects with bounded strings and lists; a model answer is validated against it before use.
 */
const prose = (max: number) => z.string().trim().min(1).max(max);
const proseList = (items: number) => z.array(prose(300)).max(items);

export const NarrativeSkillFeedbackSchema = z.strictObject({
  /** Two to four sentences on the skill, citing the student's utterances as #seq. */
  feedback: prose(800),
  strengths: proseList(4),
  areas_for_improvement: proseList(4),
});
export type NarrativeSkillFeedback = z.infer<typeof NarrativeSkillFeedbackSchema>;

export const NarrativeFeedbackSchema = z.strictObject({
  session_summary: prose(1200),
  active_listening: NarrativeSkillFeedbackSchema,
  empathy_demonstration: NarrativeSkillFeedbackSchema,
  questioning_techniques: NarrativeSkillFeedbackSchema,
  boundary_maintenance: NarrativeSkillFeedbackSchema,
  crisis_management: NarrativeSkillFeedbackSchema,
  therapeutic_interventions: NarrativeSkillFeedbackSchema,
  immediate_feedback: proseList(6),
  long_term_development: proseList(6),
});
export type NarrativeFeedback = z.infer<typeof NarrativeFeedbackSchema>;
