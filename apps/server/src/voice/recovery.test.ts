import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages, sessions, type SessionRow } from '../db/schema';
import { startSession, transition } from '../features/sessions/lifecycle';
import { addMessage } from '../features/sessions/sessions.service';
import {
  buildTestApp,
  createTestDatabase,
  testEngine,
  type TestApp,
} from '../../test/support/build-test-app';
import { decodeOggOpus, loudness } from '../../test/support/recording';
import {
  bearer,
  createPatientRow,
  createPersonaPatient,
  createUser,
  login,
} from '../../test/support/factories';
import { rememberSecret } from '../../test/support/secrets';
import { openSocket, type TestSocket } from '../../test/support/ws-client';
import { interruptOrphanedSessions } from './recovery';

let t: TestApp;
let userId: string;
let patient: { id: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  userId = (await createUser(t.database.db)).user.id;
  patient = await createPatientRow(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** An active session started `startedAgo` ms ago whose runner last touched it `seenAgo` ms ago. */
async function orphan(
  startedAgo: number,
  seenAgo: number,
  of: { userId: string; patient: { id: string; name: string } } = { userId, patient },
): Promise<SessionRow> {
  const row = await startSession(t.database.db, {
    userId: of.userId,
    patientId: of.patient.id,
    patientName: of.patient.name,
    audioEnabled: false,
    voiceType: 'female',
    voiceSpeed: 1,
  });
  const now = Date.now();
  await t.database.db
    .update(sessions)
    .set({ startTime: new Date(now - startedAgo), updatedAt: new Date(now - seenAgo) })
    .where(eq(sessions.id, row.id));
  return row;
}

describe(`crash recovery on ${testEngine}`, () => {
  it('interrupts stale sessions nobody runs here, at their last sign of life, and leaves the rest', async () => {
    const stale = await orphan(600_000, 400_000);
    const recent = await orphan(600_000, 1_000);
    const runningHere = await orphan(600_000, 400_000);
    const done = await orphan(600_000, 400_000);
    await transition(t.database.db, done.id, 'complete');

    const count = await interruptOrphanedSessions(t.app, {
      staleBefore: new Date(Date.now() - 180_000),
      runningHere: [runningHere.id],
    });
    expect(count).toBe(1);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(inArray(sessions.id, [stale.id, recent.id, runningHere.id, done.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(stale.id)).toMatchObject({ status: 'interrupted', duration: 200 });
    expect(byId.get(recent.id)!.status).toBe('active');
    expect(byId.get(runningHere.id)!.status).toBe('active');
    expect(byId.get(done.id)!.status).toBe('completed');

    // Without a cut-off (PGlite at start-up) every active session not run here is an orphan.
    expect(await interruptOrphanedSessions(t.app, { runningHere: [runningHere.id] })).toBe(1);
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, recent.id));
    expect(after).toMatchObject({ status: 'interrupted', duration: 599 });
    // Done here so other files' sweeps never see it again.
    await transition(t.database.db, runningHere.id, 'cancel');
  });

  it('leaves alone a session taken up here after the instance running it died, however long ago that one was last seen', async () => {
    const student = await createUser(t.database.db, { maxMessages: -1 });
    const persona = await createPersonaPatient(t.database.db, 1);
    const row = await orphan(600_000, 400_000, { userId: student.user.id, patient: persona });
    await addMessage(t.database.db, row.id, null, { speaker: 'patient', text: 'Hello.' });
    // Its last heartbeat is older than any sweep's cut-off: the instance running it is gone.
    await t.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 400_000) })
      .where(eq(sessions.id, row.id));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const token = (await login(t.app, student.email, student.password)).access_token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/voice/realtime/ticket',
      headers: bearer(token),
    });
    const ticket = res.json<{ ticket: string }>().ticket;
    rememberSecret(ticket);
    const socket = await openSocket(
      `ws://127.0.0.1:${port}/api/v1/voice/realtime/${persona.id}?token=${ticket}`,
    );
    try {
      expect((await socket.next('connection_established')).session_id).toBe(row.id);
      // Another instance's sweep, which does not run it, finds it alive from the moment it was taken up.
      await interruptOrphanedSessions(t.app, {
        staleBefore: new Date(Date.now() - 180_000),
        runningHere: [],
      });
      const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, row.id));
      expect(after!.status).toBe('active');
      socket.send({ type: 'end_session' });
      await socket.next('session_ended');
    } finally {
      socket.ws.close();
      await socket.closed;
    }
  });

  it('lets a session go, neither ending it nor writing its recording, once the student carries on on another instance', async () => {
    // Two instances on one database (and one recording store), with a short grace period.
    const shared = await createTestDatabase();
    const config = { REALTIME_RESUME_GRACE_SECONDS: 1 };
    const a = await buildTestApp({ database: shared, config });
    const b = await buildTestApp({ database: shared, config });
    try {
      for (const app of [a, b]) await app.app.listen({ port: 0, host: '127.0.0.1' });
      const student = await createUser(shared.db, { maxMessages: -1 });
      const persona = await createPersonaPatient(shared.db, 2);
      const connect = async (app: TestApp): Promise<TestSocket> => {
        const { port } = app.app.server.address() as { port: number };
        const token = (await login(app.app, student.email, student.password)).access_token;
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/v1/voice/realtime/ticket',
          headers: bearer(token),
        });
        const ticket = res.json<{ ticket: string }>().ticket;
        rememberSecret(ticket);
        return openSocket(`ws://127.0.0.1:${port}/api/v1/voice/realtime/${persona.id}?token=${ticket}`);
      };
      const acknowledged: string[] = [];
      const exchange = async (socket: TestSocket, line: string) => {
        socket.send({ type: 'text_message', text: line });
        acknowledged.push((await socket.next('text_message_sent')).text);
        acknowledged.push((await socket.next('patient_text_response', 20_000)).text);
        await socket.next('audio_response_complete', 20_000);
      };

      const first = await connect(a);
      const { session_id } = await first.next('connection_established');
      acknowledged.push((await first.next('patient_text_response', 20_000)).text);
      await first.next('audio_response_complete', 20_000);
      await exchange(first, 'Hello, thank you for coming in today.');
      await new Promise((r) => setTimeout(r, 600)); // the patient's voice flushed
      first.ws.terminate(); // the network drops; the browser's reconnect reaches the other instance
      await first.closed;

      const second = await connect(b);
      const resumed = await second.next('connection_established');
      expect(resumed.session_id).toBe(session_id);
      // The first instance's grace period runs out while the student talks on the second.
      await new Promise((r) => setTimeout(r, 2500));
      const [during] = await shared.db.select().from(sessions).where(eq(sessions.id, session_id));
      expect(during!.status).toBe('active');
      await exchange(second, 'What has been on your mind lately?');
      // The answer is recorded as it plays (sent faster than that): let it play before ending.
      await new Promise((r) => setTimeout(r, 2000));
      second.send({ type: 'end_session' });
      const ended = await second.next('session_ended', 20_000);

      const [row] = await shared.db.select().from(sessions).where(eq(sessions.id, session_id));
      expect(row!.status).toBe('completed');
      const transcript = await shared.db
        .select()
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, session_id))
        .orderBy(asc(sessionMessages.seq));
      expect(transcript.map((m) => m.text)).toEqual(acknowledged);
      // One whole recording, as long as the session, with the patient on both instances.
      const audio = await decodeOggOpus((await b.app.recordings.readAll(row!.audioFileId!))!);
      expect(Math.abs(audio.seconds - ended.duration!)).toBeLessThan(1.5);
      const at = (s: number) => Math.round(s * 48_000);
      // The patient's voice until the student's next line (2.5 s after the resume) is what the first
      // instance recorded. The resume's elapsed time is in whole seconds, and with native speech the
      // first instance's part can be under a second: a window that ends a second before it is empty.
      expect(loudness(audio.right, 0, at(resumed.elapsed_seconds + 1))).toBeGreaterThan(0.001);
      expect(loudness(audio.right, at(resumed.elapsed_seconds + 2.5))).toBeGreaterThan(0.001);
    } finally {
      await a.close();
      await b.close();
      await shared.dispose();
    }
  }, 90_000);
});
