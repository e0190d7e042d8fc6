import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_ID_REQUIRED, type Session, type SessionDetail } from '@practicum/contract';
import { auditLog, sessionMessages, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';

let t: TestApp;
let alice: { token: string; id: string };
let bob: { token: string; id: string };
let admin: string;
let patientId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const signIn = async (userType: 'customer' | 'admin') => {
    const u = await createUser(t.database.db, { userType });
    return { token: (await login(t.app, u.email, u.password)).access_token, id: u.user.id };
  };
  alice = await signIn('customer');
  // Alice starts more sessions than the free allowance of 3 (ADR 007); the allowance has its own tests.
  await t.database.db.update(users).set({ maxMessages: -1 }).where(eq(users.id, alice.id));
  bob = await signIn('customer');
  admin = (await signIn('admin')).token;
  patientId = (await createPatientRow(t.database.db, 'Maria Santos')).id;
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function start(token = alice.token, patient = patientId): Promise<Session> {
  const res = await api('POST', '/voice/history/sessions', token, { patient_id: patient });
  expect([200, 201]).toContain(res.statusCode);
  return res.json<Session>();
}

describe('POST /api/v1/voice/history/sessions', () => {
  it('requires a patient id, with the fixed message', async () => {
    const res = await api('POST', '/voice/history/sessions', alice.token, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'patient_id'], msg: PATIENT_ID_REQUIRED });
  });

  it('answers 404 for a patient that does not exist', async () => {
    const res = await api('POST', '/voice/history/sessions', alice.token, {
      patient_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });

  it('creates one active session per student and patient, returning the existing one after', async () => {
    const patient = (await createPatientRow(t.database.db)).id;
    const first = await api('POST', '/voice/history/sessions', alice.token, {
      patient_id: patient,
      voice_type: 'male',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'active',
      voice_type: 'male',
      voice_speed: 1,
      audio_enabled: true,
    });
    const again = await api('POST', '/voice/history/sessions', alice.token, { patient_id: patient });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await api('POST', '/voice/history/sessions', bob.token, { patient_id: patient });
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('validates voice settings', async () => {
    const res = await api('POST', '/voice/history/sessions', alice.token, {
      patient_id: patientId,
      voice_speed: 2.5,
      voice_type: 'robot',
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .detail.map((d: { loc: string[] }) => d.loc[1])
        .sort(),
    ).toEqual(['voice_speed', 'voice_type']);
  });
});

describe('ownership', () => {
  it("gives a student 404 for another student's session, messages, end, recording and delete", async () => {
    const session = await start(alice.token, (await createPatientRow(t.database.db)).id);
    const base = `/voice/history/sessions/${session.id}`;
    const attempts = [
      api('GET', base, bob.token),
      api('PUT', base, bob.token, { session_notes: 'mine now' }),
      api('POST', `${base}/messages`, bob.token, { speaker: 'student', text: 'hello' }),
      api('POST', `${base}/end`, bob.token),
      api('GET', `${base}/recording`, bob.token),
      api('DELETE', base, bob.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('session_not_found');
    }
    const list = await api('GET', '/voice/history/sessions?limit=100', bob.token);
    expect(list.json<{ sessions: Session[] }>().sessions.map((s) => s.id)).not.toContain(session.id);
    expect((await api('GET', base, admin)).statusCode).toBe(200);
    expect((await api('GET', base, alice.token)).statusCode).toBe(200);
  });
});

describe('transcript', () => {
  it('keeps unique, gap-free seq numbers when messages arrive concurrently', async () => {
    const session = await start(alice.token, (await createPatientRow(t.database.db)).id);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        api('POST', `/voice/history/sessions/${session.id}/messages`, alice.token, {
          speaker: i % 2 ? 'patient' : 'student',
          text: `utterance ${i}`,
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const seqs = results.map((r) => r.json().seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const detail = (
      await api('GET', `/voice/history/sessions/${session.id}`, alice.token)
    ).json<SessionDetail>();
    expect(detail.transcript.map((m) => m.seq)).toEqual(seqs);
    expect(detail.message_count).toBe(25);
  });

  it('drops the same line from the same speaker within a second, and refuses messages after the end', async () => {
    const session = await start(alice.token, (await createPatientRow(t.database.db)).id);
    const url = `/voice/history/sessions/${session.id}/messages`;
    const a = await api('POST', url, alice.token, { speaker: 'student', text: 'How are you?' });
    const b = await api('POST', url, alice.token, { speaker: 'student', text: 'How are you?' });
    expect(b.json().id).toBe(a.json().id);
    const [n] = await t.database.db
      .select({ n: count() })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, session.id));
    expect(n!.n).toBe(1);
    const ended = await api('POST', `/voice/history/sessions/${session.id}/end`, alice.token);
    expect(ended.json()).toMatchObject({ status: 'completed', duration: expect.any(Number) });
    expect(ended.json().end_time).not.toBeNull();
    const late = await api('POST', url, alice.token, { speaker: 'student', text: 'Still there?' });
    expect(late.statusCode).toBe(409);
  });
});

describe('recordings and deletion', () => {
  it('serves a recording as an attachment, 404 with a clear detail without one', async () => {
    const session = await start(alice.token, (await createPatientRow(t.database.db)).id);
    const none = await api('GET', `/voice/history/sessions/${session.id}/recording`, alice.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('No recording is available for this session');

    const fileId = `${session.id}.wav`;
    const bytes = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(40, 1)]);
    const file = await t.app.recordings.open(fileId, 'create');
    await file.write(bytes, 0, bytes.length, 0);
    await file.close();
    await t.database.db.update(sessions).set({ audioFileId: fileId }).where(eq(sessions.id, session.id));
    const res = await api('GET', `/voice/history/sessions/${session.id}/recording`, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="session_${session.id}.wav"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const listed = await api('GET', '/voice/history/recordings', alice.token);
    expect(listed.json().recordings.map((r: { session_id: string }) => r.session_id)).toContain(session.id);

    await api('POST', `/voice/history/sessions/${session.id}/messages`, alice.token, {
      speaker: 'student',
      text: 'Hi',
    });
    const del = await api('DELETE', `/voice/history/sessions/${session.id}`, alice.token);
    expect(del.statusCode).toBe(200);
    expect(await t.app.recordings.size(fileId)).toBeNull();
    const [left] = await t.database.db
      .select({ n: count() })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, session.id));
    expect(left!.n).toBe(0);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.delete'));
    expect(audits.some((a) => (a.oldValue as { session_id: string }).session_id === session.id)).toBe(true);
  });
});
