import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddMessageBodySchema,
  CreateSessionBodySchema,
  MessageResponseSchema,
  SessionListQuerySchema,
  TranscriptEntrySchema,
  UpdateSessionBodySchema,
} from '@practicum/contract';
import { currentUser, ownerScope } from '../../plugins/access';
import { conflict, errorResponses, notFound } from '../../lib/app-error';
import { recordingExtension, recordingMimeType } from '../../lib/recording-store';
import { SessionTransitionError } from './lifecycle';
import {
  SessionDetailReadSchema,
  SessionListReadSchema,
  SessionReadSchema,
} from '../insights/session-read.schema';
import {
  addMessage,
  createSession,
  deleteSession,
  endSession,
  findSession,
  listSessions,
  sessionDetail,
  updateSession,
} from './sessions.service';
import { fillSessionAudioDefaults } from '../settings/settings.service';
import { withinAllowance } from '../subscription/allowance.service';

const IdParams = z.object({ id: z.uuid('Session id must be a UUID') });
const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['sessions'];
const security = [{ bearer: [] }];

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/voice/history/sessions',
    {
      config: { access: 'student' },
      // The student's audio settings fill any of audio_enabled / voice_type / voice_speed left out.
      preValidation: async (request) => fillSessionAudioDefaults(app.db, request),
      schema: {
        tags,
        security,
        summary: 'Start a practice session (returns the active one with this patient if there is one)',
        body: CreateSessionBodySchema,
        response: { 200: SessionReadSchema, 201: SessionReadSchema, ...errorResponses(402), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // A new session spends one message of a free-plan student's allowance; 402 when none is left (ADR 007).
      const { session, created } = await withinAllowance(app.db, user, (db) =>
        createSession(db, user.id, request.body),
      );
      return reply.status(created ? 201 : 200).send(session);
    },
  );

  app.get(
    '/voice/history/sessions',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary: 'List sessions (a student sees their own) with filters, sorting and paging',
        querystring: SessionListQuerySchema,
        response: { 200: SessionListReadSchema, ...errors },
      },
    },
    async (request) => {
      const { sessions, total } = await listSessions(app.db, {
        ...request.query,
        userId: ownerScope(request),
      });
      return { sessions, total_count: total };
    },
  );

  app.get(
    '/voice/history/sessions/:id',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary: 'One session with its transcript',
        params: IdParams,
        response: { 200: SessionDetailReadSchema, ...errors },
      },
    },
    async (request) => sessionDetail(app.db, request.params.id, ownerScope(request)),
  );

  app.put(
    '/voice/history/sessions/:id',
    {
      config: { access: 'student' },
      schema: {
        tags,
        security,
        summary: 'Update notes and voice settings of one of your sessions',
        params: IdParams,
        body: UpdateSessionBodySchema,
        response: { 200: SessionReadSchema, ...errors },
      },
    },
    async (request) => updateSession(app.db, request.params.id, currentUser(request).id, request.body),
  );

  app.delete(
    '/voice/history/sessions/:id',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary: 'Delete a session, its transcript and its recording',
        params: IdParams,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.audited(async (tx) => {
        const row = await deleteSession(tx, request.params.id, ownerScope(request));
        const old = {
          session_id: row.id,
          patient_name: row.patientName,
          status: row.status,
          score: row.score,
        };
        const entry = { action: 'session.delete', targetUserId: row.userId, oldValue: old, ip: request.ip };
        await app.audit({ ...entry, actorId: currentUser(request).id }, tx);
        return row;
      });
      // The file goes once the deletion is committed: a failed deletion keeps its recording.
      if (row.audioFileId) await app.recordings.remove(row.audioFileId);
      return { message: 'Session deleted' };
    },
  );

  app.post(
    '/voice/history/sessions/:id/messages',
    {
      config: { access: 'student' },
      schema: {
        tags,
        security,
        summary: 'Append one utterance to an active session',
        params: IdParams,
        body: AddMessageBodySchema,
        response: { 201: TranscriptEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addMessage(app.db, request.params.id, currentUser(request).id, request.body)),
  );

  app.post(
    '/voice/history/sessions/:id/end',
    {
      config: { access: 'student' },
      schema: {
        tags,
        security,
        summary: 'End a session (sets end time and duration)',
        params: IdParams,
        response: { 200: SessionReadSchema, ...errors },
      },
    },
    async (request) => {
      try {
        return await endSession(app.db, request.params.id, currentUser(request).id);
      } catch (err) {
        // Ending is a status change the lifecycle may refuse (the session has already ended).
        if (err instanceof SessionTransitionError) throw conflict(err.message, err.code);
        throw err;
      }
    },
  );

  app.get(
    '/voice/history/sessions/:id/recording',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary:
          'Download the session recording: Ogg Opus (audio/ogg, session_{id}.ogg), or audio/wav (session_{id}.wav) for one made before recordings were compressed',
        params: IdParams,
        response: {
          200: z.unknown().describe('audio/ogg or audio/wav file'),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { row } = await findSession(app.db, request.params.id, ownerScope(request));
      const size = row.audioFileId ? await app.recordings.size(row.audioFileId) : null;
      if (!row.audioFileId || size === null) {
        throw notFound('No recording is available for this session', 'recording_not_found');
      }
      await app.audit({
        action: 'recording.download',
        actorId: currentUser(request).id,
        targetUserId: row.userId,
        newValue: { session_id: row.id },
        ip: request.ip,
      });
      return reply
        .header('Content-Type', recordingMimeType(row.audioFileId))
        .header('Content-Length', size)
        .header(
          'Content-Disposition',
          `attachment; filename="session_${row.id}.${recordingExtension(row.audioFileId)}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(app.recordings.read(row.audioFileId));
    },
  );
};
