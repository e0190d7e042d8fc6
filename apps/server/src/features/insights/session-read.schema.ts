import {
  InsightsSchema,
  SessionDetailSchema,
  SessionListResponseSchema,
  SessionSchema,
  StudentDashboardSchema,
  type Insights,
  type Session,
  type SessionDetail,
} from '@practicum/contract';
import { z } from 'zod';

/**
 * Sessions as the routes answer them: the contract's session with its insights held to the
 * contract's insights schema, which is how the web client reads them. Stored insights of an older
 * shape are upgraded before they are answered, so a route that would send an unreadable insight
 * fails here, on the server, instead of in every list that shows it.
 */
const insights = InsightsSchema.nullable();

export const SessionReadSchema = SessionSchema.extend({ insights });
export const SessionDetailReadSchema = SessionDetailSchema.extend({ insights });
export const SessionListReadSchema = SessionListResponseSchema.extend({
  sessions: z.array(SessionReadSchema),
});
export const StudentDashboardReadSchema = StudentDashboardSchema.extend({
  recent_sessions: z.array(SessionReadSchema),
});

export type SessionRead = Omit<Session, 'insights'> & { insights: Insights | null };
export type SessionDetailRead = Omit<SessionDetail, 'insights'> & { insights: Insights | null };
