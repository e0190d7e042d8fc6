import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, type SessionRow } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { bearer, createPersonaPatient, createUser, login } from '../../test/support/factories';
import { openSocket, type TestSocket } from '../../test/support/ws-client';
import { decodeOggOpus } from '../../test/support/recording';
import { oggOpusDurationSeconds } from './audio/ogg-opus';
import { pcm16ToBase64 } from './audio/pcm';

/**
 * The recording of a live session is as long as the conversation: reopening the page, leaving for
 * good, ending it elsewhere or ending it while the patient still talks never leave extra seconds in
 * the file, and the session's stored duration covers the same span.
 */

const GRACE_SECONDS = 2;
let t: TestApp;
let base: string;
let token: string;
let patientIndex = 0;

beforeAll(async () => {
  t = await buildTestApp({ config: { REALTIME_RESUME_GRACE_SECONDS: GRACE_SECONDS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/voice/realtime`;
  const u = await createUser(t.database.db, { userType: 'customer', maxMessages: -1 });
  token = (await login(t.app, u.email, u.password)).access_token;
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CHUNK = pcm16ToBase64(Int16Array.from({ length: 2400 }, (_, i) => Math.round(3000 * Math.sin(i / 5))));

/** Speaks into the socket in real time, as a microphone does: 100 ms of audio every 100 ms. */
async function speak(s: TestSocket, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    s.send({ type: 'audio_data', audio: CHUNK });
    await sleep(100);
  }
}

async function open(patientId: string): Promise<TestSocket> {
  return openSocket(`${base}/${patientId}?token=${encodeURIComponent(token)}`);
}

async function row(sessionId: string): Promise<SessionRow> {
  const [found] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return found!;
}

/** Seconds of audio a player gets from the session's recording, checked against its last page's end mark. */
async function recordedSeconds(session: SessionRow): Promise<number> {
  const bytes = (await t.app.recordings.readAll(session.audioFileId!))!;
  const { seconds } = await decodeOggOpus(bytes);
  expect(seconds).toBeCloseTo(oggOpusDurationSeconds(bytes), 2);
  return seconds;
}

const lengthOf = (session: SessionRow) => (session.endTime!.getTime() - session.startTime.getTime()) / 1000;

/** Waits until the session has left `active` (the grace period ran out). */
async function ended(sessionId: string): Promise<SessionRow> {
  for (let i = 0; i < 100; i++) {
    const current = await row(sessionId);
    if (current.status !== 'active') return current;
    await sleep(100);
  }
  throw new Error('the session never ended');
}

describe('the recording of a live session', () => {
  it('covers the conversation across a reopened page, gap included, and nothing more', async () => {
    const patient = await createPersonaPatient(t.database.db, patientIndex++);
    const first = await open(patient.id);
    const { session_id } = await first.next('connection_established');
    await first.next('audio_response_complete', 20_000);
    await speak(first, 2);
    first.ws.terminate(); // the page reloads
    await sleep(1000);
    const again = await open(patient.id);
    expect((await again.next('connection_established')).session_id).toBe(session_id);
    await speak(again, 2);
    again.send({ type: 'end_session' });
    await again.next('session_ended', 20_000);

    const session = await row(session_id);
    expect(session.status).toBe('completed');
    expect(Math.abs((await recordedSeconds(session)) - lengthOf(session))).toBeLessThan(0.01);
  }, 60_000);

  it('ends where the student left when they never came back, not when the wait for them ran out', async () => {
    const patient = await createPersonaPatient(t.database.db, patientIndex++);
    const s = await open(patient.id);
    const { session_id } = await s.next('connection_established');
    await s.next('audio_response_complete', 20_000);
    await speak(s, 1);
    const startedAt = (await row(session_id)).startTime.getTime();
    const leftAt = (Date.now() - startedAt) / 1000;
    s.ws.terminate();

    const session = await ended(session_id);
    expect(session.status).toBe('interrupted');
    expect(Math.abs(lengthOf(session) - leftAt)).toBeLessThan(0.5);
    expect(Math.abs((await recordedSeconds(session)) - lengthOf(session))).toBeLessThan(0.01);
  }, 60_000);

  it('stops where the session was ended elsewhere while its runner still waited for the student', async () => {
    const patient = await createPersonaPatient(t.database.db, patientIndex++);
    const s = await open(patient.id);
    const { session_id } = await s.next('connection_established');
    await s.next('audio_response_complete', 20_000);
    await speak(s, 1);
    s.ws.terminate();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/voice/history/sessions/${session_id}/end`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    await sleep((GRACE_SECONDS + 1) * 1000); // the runner finishes when its grace period runs out

    const session = await row(session_id);
    expect(session.status).toBe('completed');
    expect(t.app.liveSessions.has(session_id)).toBe(false);
    expect(Math.abs((await recordedSeconds(session)) - lengthOf(session))).toBeLessThan(0.01);
  }, 60_000);

  it('keeps none of an answer the student ended the session over', async () => {
    const patient = await createPersonaPatient(t.database.db, patientIndex++);
    const s = await open(patient.id);
    const { session_id } = await s.next('connection_established');
    await s.next('response.audio.delta', 20_000);
    s.send({ type: 'end_session' }); // while the patient's opening is still being spoken
    await s.next('session_ended', 20_000);

    const session = await row(session_id);
    expect(Math.abs((await recordedSeconds(session)) - lengthOf(session))).toBeLessThan(0.01);
  }, 60_000);
});
