import { z } from 'zod';
import { DifficultySchema } from '@practicum/personas';
import { SKILL_KEYS } from './insights';

/**
 * A student's skill progress: their scored sessions in time order, how each skill is moving, the
 * skill that needs most work and a persona to practise it with. Read by the student themselves
 * (GET /users/me/progress) and by an administrator (GET /admin/users/:id/progress).
 */

const skillScore = z.number().nullable();

export const ProgressSessionSchema = z.object({
  session_id: z.uuid(),
  /** When the session started. */
  date: z.iso.datetime(),
  patient_name: z.string(),
  /** Overall score, 0-100. */
  score: z.number(),
  /** Each skill's score from the session's insights; null when that session did not assess it. */
  skills: z.record(z.enum(SKILL_KEYS), skillScore),
});
export type ProgressSession = z.infer<typeof ProgressSessionSchema>;

export const SKILL_TRENDS = ['up', 'down', 'steady'] as const;
export type SkillTrendDirection = (typeof SKILL_TRENDS)[number];

export const SkillTrendSchema = z.object({
  skill: z.enum(SKILL_KEYS),
  /** Mean of the skill's last three scores (fewer when fewer exist); null when never assessed. */
  recent_average: skillScore,
  /** Mean of the three scores before those; null until there are six. */
  previous_average: skillScore,
  /** recent minus previous; null (with trend) until there are six scores to compare. */
  change: skillScore,
  trend: z.enum(SKILL_TRENDS).nullable(),
});
export type SkillTrend = z.infer<typeof SkillTrendSchema>;

export const ProgressSuggestionSchema = z.object({
  patient_id: z.uuid(),
  name: z.string(),
  condition: z.string(),
  difficulty: DifficultySchema,
  /** The skill this persona exercises: the student's weakest. */
  skill: z.enum(SKILL_KEYS),
});
export type ProgressSuggestion = z.infer<typeof ProgressSuggestionSchema>;

export const ProgressSchema = z.object({
  sessions: z.array(ProgressSessionSchema),
  /** One entry per skill, in SKILL_KEYS order. */
  skills: z.array(SkillTrendSchema),
  /** The skill with the lowest recent average; null before any skill has been assessed. */
  weakest_skill: z.enum(SKILL_KEYS).nullable(),
  /** Null when there is no weakest skill yet or no active persona exercises it. */
  suggestion: ProgressSuggestionSchema.nullable(),
});
export type Progress = z.infer<typeof ProgressSchema>;
