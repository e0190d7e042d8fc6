import {
  InsightsSchema,
  SessionDetailSchema,
  SessionListResponseSchema,
  SessionSchema,
  StudentDashboardSchema,
} from '@practicum/contract';
import { z } from 'zod';

/**
 * Sessions as the screens read them: the contract's session with its stored insights checked against
 * the contract's insights schema, so a malformed insight fails the call visibly instead of being
 * dropped field by field further down.
 */
const insights = InsightsSchema.nullable();

export const SessionReadSchema = SessionSchema.extend({ insights });
export type SessionRead = z.infer<typeof SessionReadSchema>;

export const SessionDetailReadSchema = SessionDetailSchema.extend({ insights });
export type SessionDetailRead = z.infer<typeof SessionDetailReadSchema>;

export const SessionListReadSchema = SessionListResponseSchema.extend({
  sessions: z.array(SessionReadSchema),
});
export type SessionListRead = z.infer<typeof SessionListReadSchema>;

export const StudentDashboardReadSchema = StudentDashboardSchema.extend({
  recent_sessions: z.array(SessionReadSchema),
});
export type StudentDashboardRead = z.infer<typeof StudentDashboardReadSchema>;
