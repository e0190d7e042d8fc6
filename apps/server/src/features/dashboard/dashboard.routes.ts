import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAnalyticsSchema,
  AdminDashboardQuerySchema,
  AdminDashboardSchema,
  AdminSessionsQuerySchema,
  SessionListQuerySchema,
  StatsQuerySchema,
} from '@practicum/contract';
import { currentUser } from '../../plugins/access';
import { errorResponses, notFound } from '../../lib/app-error';
import { SessionListReadSchema, StudentDashboardReadSchema } from '../insights/session-read.schema';
import { listSessions } from '../sessions/sessions.service';
import { userStats } from '../sessions/sessions.stats';
import { adminStats, isStudent, recentActivity, studentRows } from './dashboard.service';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['dashboard'];
const security = [{ bearer: [] }];
const RECENT_SESSIONS = 5;
const TOP_STUDENTS = 5;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voice/dashboard/student',
    {
      config: { access: 'student' },
      schema: {
        tags,
        security,
        summary: 'The student dashboard: stats and the five most recent sessions',
        querystring: StatsQuerySchema,
        response: { 200: StudentDashboardReadSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [stats, recent] = await Promise.all([
        userStats(app.db, user.id, request.query.tz_offset_minutes),
        listSessions(app.db, {
          userId: user.id,
          limit: RECENT_SESSIONS,
          offset: 0,
          sort_by: 'start_time',
          sort_order: 'desc',
        }),
      ]);
      return { stats, recent_sessions: recent.sessions };
    },
  );

  app.get(
    '/voice/dashboard/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'The admin dashboard: platform stats, recent activity and the students table',
        querystring: AdminDashboardQuerySchema,
        response: { 200: AdminDashboardSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const [stats, recent_activity, students] = await Promise.all([
        adminStats(app.db, q.tz_offset_minutes),
        recentActivity(app.db),
        studentRows(app.db, {
          search: q.search || undefined,
          activity: q.activity,
          discipline: q.discipline,
          offsetMinutes: q.tz_offset_minutes,
        }),
      ]);
      return { stats, recent_activity, students };
    },
  );

  app.get(
    '/voice/dashboard/admin/analytics',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Analytics overview: platform stats and the five best students by average score',
        querystring: StatsQuerySchema,
        response: { 200: AdminAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const offset = request.query.tz_offset_minutes;
      const [stats, top_students] = await Promise.all([
        adminStats(app.db, offset),
        studentRows(app.db, { activity: 'all', offsetMinutes: offset, top: TOP_STUDENTS }),
      ]);
      return { stats, top_students };
    },
  );

  app.get(
    '/voice/dashboard/admin/students/:id/sessions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: "One student's sessions",
        params: z.object({ id: z.uuid('Student id must be a UUID') }),
        querystring: SessionListQuerySchema,
        response: { 200: SessionListReadSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await isStudent(app.db, request.params.id)))
        throw notFound('Student not found', 'student_not_found');
      const { sessions, total } = await listSessions(app.db, { ...request.query, userId: request.params.id });
      return { sessions, total_count: total };
    },
  );

  app.get(
    '/voice/dashboard/admin/sessions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'All sessions, newest first, optionally of one student',
        querystring: AdminSessionsQuerySchema,
        response: { 200: SessionListReadSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { sessions, total } = await listSessions(app.db, {
        userId: q.student_id ?? null,
        limit: q.limit,
        offset: q.offset,
        sort_by: 'start_time',
        sort_order: 'desc',
      });
      return { sessions, total_count: total };
    },
  );
};
