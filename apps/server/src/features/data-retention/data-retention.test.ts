import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPersonaPatient, createUser, login } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';
import { seedSession } from '../../../test/support/seed-session';
import { openSocket } from '../../../test/support/ws-client';

let t: TestApp;
let admin: { id: string; token: string };
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn('admin');
});
afterAll(async () => {
  await t.close();
});

async function signIn(userType: 'customer' | 'admin' = 'customer') {
  const u = await createUser(t.database.db, { userType, maxMessages: -1 });
  return { id: u.user.id, token: (await login(t.app, u.email, u.password)).access_token };
}

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/voice/data/settings', headers: bearer(token), payload });
const get = (token: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });

describe('/api/v1/voice/data/settings', () => {
  it('starts with no retention and no quota; only admins read and change it, audited', async () => {
    const student = await signIn();
    expect((await get(admin.token, '/voice/data/settings')).json()).toEqual({
      retention_days: null,
      storage_quota_mb: null,
    });
    expect((await get(student.token, '/voice/data/settings')).statusCode).toBe(403);
    expect((await put(student.token, { retention_days: 30, storage_quota_mb: 5 })).statusCode).toBe(403);

    const res = await put(admin.token, { retention_days: 90, storage_quota_mb: 200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ retention_days: 90, storage_quota_mb: 200 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'institution.data_retention'));
    expect(entry).toMatchObject({
      actorId: admin.id,
      oldValue: { retention_days: null, storage_quota_mb: null },
      newValue: { retention_days: 90, storage_quota_mb: 200 },
    });

    for (const bad of [
      { retention_days: 0, storage_quota_mb: null },
      { retention_days: 1.5, storage_quota_mb: null },
      { retention_days: null },
      { retention_days: null, storage_quota_mb: null, extra: 1 },
    ]) {
      expect((await put(admin.token, bad)).statusCode).toBe(422);
    }
    expect((await put(admin.token, { retention_days: null, storage_quota_mb: null })).statusCode).toBe(200);
  });
});

describe('the storage quota', () => {
  it("counts a user's recordings against it and says when it is reached", async () => {
    const student = await signIn();
    await seedSession(t.database.db, t.app.recordings, { userId: student.id, recordingBytes: 300_000 });
    await seedSession(t.database.db, t.app.recordings, { userId: student.id, recordingBytes: 200_000 });
    await seedSession(t.database.db, t.app.recordings, { userId: student.id });
    expect((await get(student.token, '/voice/data/usage')).json()).toEqual({
      used_bytes: 500_000,
      quota_bytes: null,
      recordings: 2,
      quota_reached: false,
      retention_days: null,
    });
    await put(admin.token, { retention_days: 365, storage_quota_mb: 1 });
    expect((await get(student.token, '/voice/data/usage')).json()).toMatchObject({
      quota_bytes: MB,
      quota_reached: false,
      retention_days: 365,
    });
    await seedSession(t.database.db, t.app.recordings, { userId: student.id, recordingBytes: MB });
    expect((await get(student.token, '/voice/data/usage')).json()).toMatchObject({
      used_bytes: 500_000 + MB,
      recordings: 3,
      quota_reached: true,
    });
    await put(admin.token, { retention_days: null, storage_quota_mb: null });
  });

  it('runs a new session without recording once the quota is reached, and says so on connecting', async () => {
    await put(admin.token, { retention_days: null, storage_quota_mb: 1 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const talk = async (token: string) => {
      const patient = await createPersonaPatient(t.database.db, 0);
      const ticket = (
        await t.app.inject({ method: 'POST', url: '/api/v1/voice/realtime/ticket', headers: bearer(token) })
      ).json().ticket as string;
      rememberSecret(ticket);
      const s = await openSocket(
        `ws://127.0.0.1:${port}/api/v1/voice/realtime/${patient.id}?token=${ticket}`,
      );
      const { session_id, recorded } = await s.next('connection_established');
      await s.next('patient_text_response');
      s.send({ type: 'end_session' });
      await s.next('session_ended');
      await s.closed;
      const row = (await t.database.db.select().from(sessions).where(eq(sessions.id, session_id)))[0]!;
      return { ...row, told: recorded };
    };

    const full = await signIn();
    await seedSession(t.database.db, t.app.recordings, { userId: full.id, recordingBytes: MB });
    const unrecorded = await talk(full.token);
    expect(unrecorded.status).toBe('completed');
    expect(unrecorded.audioFileId).toBeNull();
    // The session screen is told, so it does not show the student as being recorded.
    expect(unrecorded.told).toBe(false);

    // Below the quota the same conversation is recorded, and the screen is told that too.
    const roomy = await signIn();
    const recorded = await talk(roomy.token);
    expect(recorded.audioFileId).toBe(`${recorded.id}.opus`);
    expect(recorded.told).toBe(true);

    // A student whose privacy settings refuse recording is not recorded either, and is told so.
    const privy = await signIn();
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/voice/settings/',
      headers: bearer(privy.token),
      payload: { privacy: { session_recording: false } },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const declined = await talk(privy.token);
    expect(declined.audioFileId).toBeNull();
    expect(declined.told).toBe(false);
    await put(admin.token, { retention_days: null, storage_quota_mb: null });
  });
});

describe('erasing my account: POST /api/v1/voice/data/erase', () => {
  it('needs the right password, then deletes the account, its sessions and recordings, audited', async () => {
    const u = await createUser(t.database.db, { firstName: 'Erin' });
    const token = (await login(t.app, u.email, u.password)).access_token;
    const session = await seedSession(t.database.db, t.app.recordings, {
      userId: u.user.id,
      recordingBytes: 64,
    });
    const erase = (password: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/voice/data/erase',
        headers: bearer(token),
        payload: { password },
      });

    const wrong = await erase('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Password is incorrect', code: 'invalid_password' });
    expect((await erase('')).statusCode).toBe(422);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.user.id))).toHaveLength(1);
    expect(await t.app.recordings.size(session.audioFileId!)).toBe(64);

    const done = await erase(u.password);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Your account and all its data have been deleted.' });
    expect(await t.database.db.select().from(users).where(eq(users.id, u.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toHaveLength(0);
    expect(await t.app.recordings.size(session.audioFileId!)).toBeNull();

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.erase'));
    expect(entry).toMatchObject({ actorId: null, targetUserId: null });
    expect(entry!.newValue).toEqual({ user_id: u.user.id, sessions: 1, recordings: 1 });
    // The old token no longer signs anyone in, and the password no longer works.
    expect((await get(token, '/auth/me')).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: u.email, password: u.password },
    });
    expect(relogin.statusCode).toBe(401);
  });

  it('is for students: an admin account is not erased here', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/voice/data/erase',
      headers: bearer(admin.token),
      payload: { password: 'whatever' },
    });
    expect(res.statusCode).toBe(403);
  });
});
