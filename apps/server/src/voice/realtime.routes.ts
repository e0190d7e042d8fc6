import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ClientMessageSchema, REALTIME_MAX_PAYLOAD, RealtimeTicketResponseSchema } from '@practicum/contract';
import { currentUser } from '../plugins/access';
import { errorResponses, forbidden, notFound } from '../lib/app-error';
import { getPatient } from '../features/patients/patients.service';
import { createSession } from '../features/sessions/sessions.service';
import { getSettings } from '../features/settings/settings.service';
import { storageUsage } from '../features/data-retention/storage.service';
import { withinAllowance } from '../features/subscription/allowance.service';
import { sessions, type PatientRow, type SessionRow } from '../db/schema';
import { eq } from 'drizzle-orm';
import { base64ToPcm16, strictBase64ToPcm16 } from './audio/pcm';
import { TICKET_TTL_SECONDS } from './tickets';
import type { SessionRunner } from './runner';
import { ProviderError } from './providers/provider';

declare module 'fastify' {
  interface FastifyRequest {
    realtime?: { patient: PatientRow; session: SessionRow; record: boolean };
  }
}

export interface RealtimeOptions {
  /** Finds the live runner of a session or starts one. */
  runnerFor: (session: SessionRow, patient: PatientRow, record: boolean) => Promise<SessionRunner>;
}

const KNOWN_TYPES = new Set<string>(ClientMessageSchema.options.map((o) => o.shape.type.value));
const PING_MS = 25_000;

/** The browser's Origin must be this server's own (or one configured in ALLOWED_ORIGINS). */
function originAllowed(request: FastifyRequest, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser: nothing a cross-site page could abuse
  try {
    const url = new URL(origin);
    return url.host === request.headers.host || allowed.includes(url.origin);
  } catch {
    return false;
  }
}

/** The samples of an `audio_data` message the schema would accept, or null to let the schema decide. */
function microphoneAudio(data: unknown): Int16Array | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, audio } = data as { type?: unknown; audio?: unknown };
  if (type !== 'audio_data' || typeof audio !== 'string' || audio.length > REALTIME_MAX_PAYLOAD) return null;
  return strictBase64ToPcm16(audio);
}

function dispatch(runner: SessionRunner, raw: RawData, isBinary: boolean): void {
  const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer).byteLength;
  if (isBinary)
    return runner.sendError('Binary frames are not supported; send JSON messages', 'binary_not_supported');
  if (size > REALTIME_MAX_PAYLOAD) return runner.sendError('Message too large', 'message_too_large');
  let data: unknown;
  try {
    data = JSON.parse(raw.toString());
  } catch {
    return runner.sendError('Messages must be JSON', 'invalid_json');
  }
  // Microphone audio, ten messages a second from every student, skips the schema when it is plainly
  // valid: checking the base64 there costs a regular-expression scan and a decode of its own. Anything
  // the fast check does not accept goes through the schema, which says what is wrong with it.
  const audio = microphoneAudio(data);
  if (audio) return runner.onAudio(audio);
  const parsed = ClientMessageSchema.safeParse(data);
  if (!parsed.success) {
    const type = (data as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
      return runner.sendError(`Unknown message type: ${String(type).slice(0, 40)}`, 'unknown_message_type');
    }
    return runner.sendError(parsed.error.issues[0]?.message ?? 'Invalid message', 'invalid_message');
  }
  const msg = parsed.data;
  switch (msg.type) {
    case 'audio_data':
      return runner.onAudio(base64ToPcm16(msg.audio));
    case 'audio_commit':
      return; // the local provider has no server transcription; the browser sends text_message
    case 'text_message':
      return runner.onText(msg.text);
    case 'pause_session':
      return runner.pause();
    case 'resume_session':
      return runner.resume();
    case 'restart_session':
      return runner.restart();
    case 'end_session':
      return runner.end();
    case 'cancel_session':
      return runner.cancel();
  }
}

export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeOptions> = async (app, { runnerFor }) => {
  app.post(
    '/voice/realtime/ticket',
    {
      config: { access: 'student' },
      schema: {
        tags: ['voice'],
        security: [{ bearer: [] }],
        summary: 'A single-use ticket (30 s) for opening the realtime socket with ?token=',
        response: { 200: RealtimeTicketResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      ticket: await app.tickets.issue(currentUser(request).id),
      expires_in: TICKET_TTL_SECONDS,
    }),
  );

  app.get(
    '/voice/realtime/:patientId',
    {
      websocket: true,
      config: { access: 'student', tokenInQuery: true },
      schema: {
        tags: ['voice'],
        summary: 'The live session socket; ?token= is a ticket or an access token',
        params: z.object({ patientId: z.uuid('Patient id must be a UUID') }),
        querystring: z.object({ token: z.string().max(2000).optional() }),
      },
      preHandler: async (request) => {
        if (!originAllowed(request, app.config.ALLOWED_ORIGINS))
          throw forbidden('Origin not allowed', 'origin_not_allowed');
        const patient = await getPatient(app.db, (request.params as { patientId: string }).patientId);
        if (patient.archivedAt) throw notFound('Patient not found', 'patient_not_found');
        // The same rules as POST /voice/history/sessions: the student's audio settings as defaults,
        // and a new session spends one message of a free-plan student's allowance (ADR 007).
        const user = currentUser(request);
        const { audio, privacy } = await getSettings(app.db, user.id);
        const { session } = await withinAllowance(app.db, user, (db) =>
          createSession(db, user.id, {
            patient_id: patient.id,
            audio_enabled: audio.enabled,
            voice_type: audio.voice_type,
            voice_speed: audio.voice_speed,
          }),
        );
        const [row] = await app.db.select().from(sessions).where(eq(sessions.id, session.id)).limit(1);
        // A student whose recordings fill their storage quota still talks, unrecorded; the session
        // screen says so before they start (GET /voice/data/usage).
        const record =
          privacy.session_recording !== false &&
          !(await storageUsage(app.db, app.recordings, user.id)).quota_reached;
        request.realtime = { patient, session: row!, record };
      },
    },
    async (socket: WebSocket, request) => {
      const { session, patient, record } = request.realtime!;
      let alive = true;
      socket.on('pong', () => (alive = true));
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_MS);
      // Listen at once: messages that arrive while the runner starts are kept, not lost.
      const early: [RawData, boolean][] = [];
      let runner: SessionRunner | null = null;
      socket.on('message', (raw: RawData, isBinary: boolean) =>
        runner ? dispatch(runner, raw, isBinary) : early.push([raw, isBinary]),
      );
      socket.on('close', (code: number) => {
        clearInterval(ping);
        runner?.detach(socket, code !== 1000);
      });
      try {
        runner = await runnerFor(session, patient, record);
      } catch (err) {
        request.log.error({ err }, 'could not start the live session');
        clearInterval(ping);
        // A provider failure says what went wrong (rate limited, unreachable ...), never a secret.
        const error =
          err instanceof ProviderError
            ? { message: err.message, code: err.code }
            : { message: 'Voice service error', code: 'start_failed' };
        socket.send(JSON.stringify({ type: 'error', error }));
        return socket.close(1011, 'Could not start the session');
      }
      if (socket.readyState !== socket.OPEN) return runner.detach(socket, true);
      await runner.attach(socket);
      for (const [raw, isBinary] of early.splice(0)) dispatch(runner, raw, isBinary);
    },
  );
};
