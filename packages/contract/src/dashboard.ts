import { DisciplineSchema } from '@practicum/personas';
import { z } from 'zod';
import { text } from './text';
import { SessionSchema, UserStatsSchema } from './sessions';

export const StudentDashboardSchema = z.object({
  stats: UserStatsSchema,
  /** The five most recent sessions. */
  recent_sessions: z.array(SessionSchema),
});
export type StudentDashboard = z.infer<typeof StudentDashboardSchema>;

export const AdminStatsSchema = z.object({
  /** Accounts awaiting approval (account status requested). */
  pending_requests: z.number().int(),
  total_students: z.number().int(),
  total_sessions: z.number().int(),
  /** Mean score of scored sessions, 0-100. */
  average_score: z.number(),
  /** Sessions started today (the "Sessions Today" card). */
  active_today: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const RecentActivitySchema = z.object({
  student_id: z.uuid(),
  student_name: z.string(),
  description: z.string(),
  timestamp: z.iso.datetime(),
});

export const StudentRowSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  university: z.string().nullable(),
  year: z.number().int().nullable(),
  total_sessions: z.number().int(),
  average_score: z.number(),
  last_active: z.iso.datetime().nullable(),
});
export type StudentRow = z.infer<typeof StudentRowSchema>;

export const AdminDashboardQuerySchema = z.object({
  search: text().trim().max(100).optional(),
  /** today / week: students with a session in the last day or seven days. */
  activity: z.enum(['all', 'today', 'week']).default('all'),
  /** Students who chose this discipline (therapy or medicine include those who chose both). */
  discipline: z.union([DisciplineSchema, z.literal('all')]).default('all'),
  tz_offset_minutes: z.coerce.number().int().min(-840).max(840).default(0),
});

export const AdminDashboardSchema = z.object({
  stats: AdminStatsSchema,
  recent_activity: z.array(RecentActivitySchema),
  students: z.array(StudentRowSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const AdminAnalyticsSchema = z.object({
  stats: AdminStatsSchema,
  /** Top five students by average score (students with at least one scored session). */
  top_students: z.array(StudentRowSchema),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

export const AdminSessionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  student_id: z.uuid().optional(),
});
