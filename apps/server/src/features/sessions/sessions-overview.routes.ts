import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecordingListResponseSchema, StatsQuerySchema, UserStatsSchema } from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { sessions } from '../../db/schema';
import { currentUser, ownerScope } from '../../plugins/access';
import { SessionListReadSchema } from '../insights/session-read.schema';
import { listSessions } from './sessions.service';
import { userStats } from './sessions.stats';

const errors = errorResponses(401, 403, 422);
const tags = ['sessions'];
const security = [{ bearer: [] }];

/** Figures and lists about the signed-in student's practice, beside the session CRUD. */
export const sessionsOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voice/history/stats',
    {
      config: { access: 'student' },
      schema: {
        tags,
        security,
        summary: 'Sessions, average score, hours and current streak (days in the given time zone offset)',
        querystring: StatsQuerySchema,
        response: { 200: UserStatsSchema, ...errors },
      },
    },
    async (request) => userStats(app.db, currentUser(request).id, request.query.tz_offset_minutes),
  );

  app.get(
    '/voice/history/recordings',
    {
      config: { access: 'student' },
      schema: {
        tags,
        security,
        summary: 'Your sessions that have a recording',
        response: { 200: RecordingListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, currentUser(request).id), isNotNull(sessions.audioFileId)))
        .orderBy(desc(sessions.startTime));
      const recordings = [];
      for (const row of rows) {
        const size = await app.recordings.size(row.audioFileId!);
        if (size === null) continue;
        recordings.push({
          session_id: row.id,
          patient_name: row.patientName,
          start_time: row.startTime.toISOString(),
          duration: row.duration,
          size_bytes: size,
          filename: `session_${row.id}.wav`,
        });
      }
      return { recordings, total_count: recordings.length };
    },
  );

  app.get(
    '/voice/active-sessions',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary: 'Active sessions: your own (all of them for an admin)',
        response: { 200: SessionListReadSchema, ...errors },
      },
    },
    async (request) => {
      const { sessions: list, total } = await listSessions(app.db, {
        userId: ownerScope(request),
        status_filter: 'active',
        limit: 100,
        offset: 0,
        sort_by: 'start_time',
        sort_order: 'desc',
      });
      return { sessions: list, total_count: total };
    },
  );
};
