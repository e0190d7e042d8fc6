import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, type SessionRow } from '../db/schema';
import { startSession, transition } from '../features/sessions/lifecycle';
import { addMessage } from '../features/sessions/sessions.service';
import { buildTestApp, testEngine, type TestApp } from '../../test/support/build-test-app';
import {
  bearer,
  createPatientRow,
  createPersonaPatient,
  createUser,
  login,
} from '../../test/support/factories';
import { rememberSecret } from '../../test/support/secrets';
import { openSocket } from '../../test/support/ws-client';
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
});
