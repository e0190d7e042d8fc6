import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_MAX_PAYLOAD } from '@practicum/contract';
import { sessionMessages, sessions } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { bearer, createPersonaPatient, createUser, login } from '../../test/support/factories';
import { rememberSecret } from '../../test/support/secrets';
import { decodeOggOpus, loudness } from '../../test/support/recording';
import { openSocket, type TestSocket } from '../../test/support/ws-client';
import { chunked, spokenPcm } from '../../test/support/speech';
import { pcm16ToBase64 } from './audio/pcm';

let t: TestApp;
let base: string;
let student: { token: string; id: string };
let other: { token: string; id: string };
let admin: string;
let patientId: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { REALTIME_RESUME_GRACE_SECONDS: 2 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/voice/realtime`;
  const make = async (userType: 'customer' | 'admin') => {
    const u = await createUser(t.database.db, { userType, maxMessages: -1 });
    return { token: (await login(t.app, u.email, u.password)).access_token, id: u.user.id };
  };
  student = await make('customer');
  other = await make('customer');
  admin = (await make('admin')).token;
  patientId = (await createPersonaPatient(t.database.db, 0)).id;
});
afterAll(async () => {
  await t.close();
});

async function ticket(token = student.token): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/voice/realtime/ticket',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  const value = res.json().ticket as string;
  rememberSecret(value);
  return value;
}

async function connect(token?: string, patient = patientId): Promise<TestSocket> {
  return openSocket(`${base}/${patient}?token=${encodeURIComponent(token ?? (await ticket()))}`);
}

let patientIndex = 1;
/** Each test talks to its own patient, so no two tests share an active session. */
async function freshPatient(): Promise<string> {
  return (await createPersonaPatient(t.database.db, patientIndex++ % 5)).id;
}

async function refused(url: string, headers?: Record<string, string>): Promise<number> {
  try {
    const s = await openSocket(url, headers);
    s.ws.close();
    return 101;
  } catch (e) {
    return (e as { status: number }).status;
  }
}

/** Waits for one whole patient answer: its text, its audio and the completion. */
async function patientAnswer(s: TestSocket) {
  const text = await s.next('patient_text_response');
  await s.next('response.audio.delta');
  await s.next('audio_response_complete');
  return text;
}

describe('opening the socket', () => {
  it('accepts a ticket once, and refuses it the second time', async () => {
    const value = await ticket();
    const s = await connect(value);
    const hello = await s.next('connection_established');
    expect(hello.capabilities).toEqual({
      server_transcription: false,
      provider: 'local',
      sample_rate: 24_000,
    });
    expect(hello.patient_name.length).toBeGreaterThan(1);
    const opening = await patientAnswer(s);
    expect(opening.seq).toBe(1);
    expect(await refused(`${base}/${patientId}?token=${value}`)).toBe(401);
    s.ws.close(1000);
    await s.closed;
  });

  it('refuses no token, a wrong token, an admin, a foreign origin and a malformed patient id', async () => {
    expect(await refused(`${base}/${patientId}`)).toBe(401);
    expect(await refused(`${base}/${patientId}?token=not-a-ticket`)).toBe(401);
    expect(await refused(`${base}/${patientId}?token=${admin}`)).toBe(403);
    expect(
      await refused(`${base}/${patientId}?token=${await ticket()}`, { Origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await refused(`${base}/not-a-uuid?token=${student.token}`)).toBe(422);
    expect(await refused(`${base}/00000000-0000-4000-8000-000000000000?token=${student.token}`)).toBe(404);
  });

  it("refuses a free student's new session once the allowance is spent (402), like POST does", async () => {
    const u = await createUser(t.database.db, { maxMessages: 0 });
    const token = (await login(t.app, u.email, u.password)).access_token;
    expect(await refused(`${base}/${patientId}?token=${token}`)).toBe(402);
  });

  it('accepts an access token in place of a ticket', async () => {
    const s = await connect(other.token);
    await s.next('connection_established');
    s.ws.close(1000);
  });
});

describe('a conversation', () => {
  it('persists and answers each text message, and survives bad frames', async () => {
    const p = await freshPatient();
    const s = await connect(undefined, p);
    const hello = await s.next('connection_established');
    await patientAnswer(s).catch(() => undefined); // the opening, unless this session already has one

    s.send({ type: 'text_message', text: 'Hi, I am glad you came in today. What brings you here?' });
    const sent = await s.next('text_message_sent');
    const heard = await s.next('transcription_complete');
    expect(heard).toMatchObject({ speaker: 'student', seq: sent.seq });
    const answer = await patientAnswer(s);
    expect(answer.seq).toBe(sent.seq + 1);
    expect(answer.text.length).toBeGreaterThan(0);

    s.send('{not json');
    expect((await s.next('error')).error.code).toBe('invalid_json');
    s.send({ type: 'shout', text: 'x' });
    expect((await s.next('error')).error.code).toBe('unknown_message_type');
    s.send({ type: 'text_message', text: '   ' });
    expect((await s.next('error')).error.code).toBe('invalid_message');
    s.send({ type: 'text_message', text: 'I feel\u0000 fine' });
    expect((await s.next('error')).error.code).toBe('invalid_message');
    s.send({ type: 'audio_data', audio: 'A'.repeat(REALTIME_MAX_PAYLOAD + 100) });
    expect((await s.next('error')).error.code).toBe('message_too_large');
    s.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await s.next('error')).error.code).toBe('binary_not_supported');

    // Still healthy: another message gets an answer.
    s.send({ type: 'text_message', text: 'That sounds really hard.' });
    await s.next('text_message_sent');
    await patientAnswer(s);

    const rows = await t.database.db
      .select()
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, hello.session_id));
    const patientRows = rows.filter((r) => r.speaker === 'patient');
    expect(patientRows.every((r) => r.emotion && r.engineState)).toBe(true);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    s.ws.close(1000);
  });

  it('closes an oversized frame without harming the server', async () => {
    const p = await freshPatient();
    const s = await connect(undefined, p);
    await s.next('connection_established');
    s.send({ type: 'audio_data', audio: 'A'.repeat(REALTIME_MAX_PAYLOAD * 5) });
    expect((await s.closed).code).toBe(1009);
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('reports speech start and stop from streamed audio', async () => {
    const p = await freshPatient();
    const s = await connect(undefined, p);
    await s.next('connection_established');
    // Real words (the detector is a speech model): silence, a spoken sentence, then a second of silence.
    const words = await spokenPcm('Could you tell me a bit more about that?');
    const stream = [new Int16Array(2400 * 5), ...chunked(words, 2400), new Int16Array(2400 * 10)];
    for (const chunk of stream) s.send({ type: 'audio_data', audio: pcm16ToBase64(chunk) });
    await s.next('input_audio_buffer.speech_started');
    await s.next('input_audio_buffer.speech_stopped');
    s.send({ type: 'audio_commit' });
    s.ws.close(1000);
  });

  it('pauses, resumes, restarts and ends', async () => {
    const p = await freshPatient();
    const s = await connect(undefined, p);
    const { session_id } = await s.next('connection_established');
    s.send({ type: 'pause_session' });
    await s.next('session_paused');
    s.send({ type: 'text_message', text: 'Are you there?' });
    expect((await s.next('error')).error.code).toBe('session_paused');
    s.send({ type: 'resume_session' });
    await s.next('session_resumed');
    s.send({ type: 'text_message', text: 'How have you been sleeping?' });
    await s.next('text_message_sent');
    s.send({ type: 'restart_session' });
    await s.next('session_restarted');
    const [after] = await t.database.db
      .select({ n: count() })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, session_id));
    expect(after!.n).toBeLessThanOrEqual(1); // only the new opening line, once written
    await patientAnswer(s);
    s.send({ type: 'text_message', text: 'Tell me about what has been going on.' });
    await patientAnswer(s);
    s.send({ type: 'end_session' });
    await s.next('session_ending');
    const ended = await s.next('session_ended');
    expect(ended).toMatchObject({ session_id, message: 'Session completed' });
    expect((await s.closed).code).toBe(1000);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session_id));
    expect(row).toMatchObject({ status: 'completed', audioFileId: `${session_id}.opus` });
    const recording = await decodeOggOpus((await t.app.recordings.readAll(row!.audioFileId!))!);
    expect(loudness(recording.right)).toBeGreaterThan(0.001); // the patient's voice is on the right channel
  });

  it('cancels', async () => {
    const p = await freshPatient();
    const s = await connect(await ticket(other.token), p);
    const { session_id } = await s.next('connection_established');
    s.send({ type: 'cancel_session' });
    await s.next('session_cancelled');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session_id));
    expect(row!.status).toBe('cancelled');
  });

  it('binds each student to their own session with the same patient', async () => {
    const p = await freshPatient();
    const a = await connect(undefined, p);
    const b = await connect(await ticket(other.token), p);
    const [ha, hb] = await Promise.all([a.next('connection_established'), b.next('connection_established')]);
    expect(ha.session_id).not.toBe(hb.session_id);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, hb.session_id));
    expect(row!.userId).toBe(other.id);
    a.ws.close(1000);
    b.ws.close(1000);
  });
});

describe('reconnecting', () => {
  it('resumes the same session after an abnormal drop, and finalises it as interrupted after the grace period', async () => {
    const p = await freshPatient();
    const s = await connect(undefined, p);
    const first = await s.next('connection_established');
    s.send({ type: 'text_message', text: 'What would you like to talk about today?' });
    await patientAnswer(s);
    // The answer above may be the opening; the student's line is saved once it is acknowledged.
    await s.next('text_message_sent');
    s.ws.terminate();
    const again = await connect(undefined, p);
    const resumed = await again.next('connection_established');
    expect(resumed.session_id).toBe(first.session_id);
    expect(resumed.transcript.map((m) => m.speaker)).toContain('student');
    again.ws.terminate();
    await new Promise((r) => setTimeout(r, 2500));
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, first.session_id));
    expect(row!.status).toBe('interrupted');
  });
});

/** Error-level log lines written since `from` (an index into the app's captured logs). */
const errorLogsSince = (from: number) =>
  t.logs.slice(from).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('input the session can no longer take (found by the contract fuzz)', () => {
  it('refuses a message sent after end_session as session_ended, and logs no failure', async () => {
    const from = t.logs.length;
    const p = await freshPatient();
    const s = await connect(undefined, p);
    await s.next('connection_established');
    s.send({ type: 'end_session' });
    s.send({ type: 'text_message', text: 'One more thing before we stop.' });
    s.send({ type: 'restart_session' });
    s.send({ type: 'end_session' });
    expect((await s.next('error')).error.code).toBe('session_ended');
    await s.next('session_ended');
    expect((await s.closed).code).toBe(1000);
    expect(s.messages.filter((m) => m.type === 'session_ending')).toHaveLength(1);
    expect(s.messages.some((m) => m.type === 'error' && m.error.code === 'internal_error')).toBe(false);
    expect(errorLogsSince(from)).toEqual([]);
  });

  it('tells the student a session ended elsewhere (the HTTP end route) instead of a voice service error', async () => {
    const from = t.logs.length;
    const p = await freshPatient();
    const s = await connect(undefined, p);
    const { session_id } = await s.next('connection_established');
    await patientAnswer(s);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/v1/voice/history/sessions/${session_id}/end`,
      headers: bearer(student.token),
    });
    expect(ended.statusCode).toBe(200);
    s.send({ type: 'text_message', text: 'Are you still there?' });
    const error = await s.next('error');
    expect(error.error.code).toBe('session_ended');
    expect(errorLogsSince(from)).toEqual([]);
    s.ws.close(1000);
  });

  it('logs a frame past the socket limit as the client protocol error it is, not a server failure', async () => {
    const from = t.logs.length;
    const p = await freshPatient();
    const s = await connect(undefined, p);
    await s.next('connection_established');
    s.send({ type: 'audio_data', audio: 'A'.repeat(REALTIME_MAX_PAYLOAD * 5) });
    expect((await s.closed).code).toBe(1009);
    expect(errorLogsSince(from)).toEqual([]);
    expect(t.logs.slice(from).some((line) => line.includes('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'))).toBe(true);
  });

  it('resumes a session whose grace period ran out while its end waited in the queue behind other work', async () => {
    const p = await freshPatient();
    const a = await connect(undefined, p);
    const { session_id } = await a.next('connection_established');
    await patientAnswer(a);
    const runner = t.app.liveSessions.get(session_id)!;
    // Hold the runner's queue, as a long answer would, and drop the connection abnormally.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    (runner as unknown as { enqueue(work: () => Promise<void>): void }).enqueue(() => held);
    a.ws.terminate();
    await a.closed;
    // The grace period (2 s here) runs out; its end is queued behind the held work.
    await new Promise((r) => setTimeout(r, 2500));
    const b = await connect(undefined, p);
    expect((await b.next('connection_established')).session_id).toBe(session_id);
    release();
    b.send({ type: 'text_message', text: 'Sorry, my connection dropped.' });
    await b.next('text_message_sent');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session_id));
    expect(row!.status).toBe('active');
    b.ws.close(1000);
  });
});
