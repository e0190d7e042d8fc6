import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signIn(userType: 'customer' | 'admin' | 'super_admin' = 'customer', app = t.app) {
  const u = await createUser(t.database.db, { userType });
  return { id: u.user.id, token: (await login(app, u.email, u.password)).access_token };
}

const call = (app: TestApp['app'], method: 'GET' | 'PUT', token: string | null, payload?: object) =>
  app.inject({
    method,
    url: '/api/v1/voice/speech-recognition',
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

describe('/api/v1/voice/speech-recognition', () => {
  it("keeps voices off the browser vendor's cloud until an admin allows it, and says who transcribes", async () => {
    const student = await signIn();
    const admin = await signIn('admin');
    expect((await call(t.app, 'GET', null)).statusCode).toBe(401);
    const before = await call(t.app, 'GET', student.token);
    expect(before.statusCode).toBe(200);
    // The test configuration has no STT_* and the offline provider: the browser transcribes.
    expect(before.json()).toEqual({ server: null, browser_cloud: false });

    // A student may read the policy but not change it.
    expect((await call(t.app, 'PUT', student.token, { browser_cloud: true })).statusCode).toBe(403);
    const allowed = await call(t.app, 'PUT', admin.token, { browser_cloud: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ server: null, browser_cloud: true });
    expect((await call(t.app, 'GET', student.token)).json()).toEqual({ server: null, browser_cloud: true });

    const audit = await t.database.db.select().from(auditLog);
    expect(audit.find((a) => a.action === 'institution.speech_recognition')).toMatchObject({
      actorId: admin.id,
      oldValue: { browser_cloud: false },
      newValue: { browser_cloud: true },
    });

    expect((await call(t.app, 'PUT', admin.token, { browser_cloud: false })).json().browser_cloud).toBe(
      false,
    );
    // Nothing but the one switch is accepted.
    expect((await call(t.app, 'PUT', admin.token, { browser_cloud: 'yes' })).statusCode).toBe(422);
    expect((await call(t.app, 'PUT', admin.token, { browser_cloud: true, server: 'x' })).statusCode).toBe(
      422,
    );
  });

  it.each([
    [{ STT_BASE_URL: 'http://whisper.internal:9000/v1' }, 'institution'],
    [{ STT_BASE_URL: 'https://api.openai.com/v1' }, 'openai'],
    [{ AI_PROVIDER: 'openai-realtime', OPENAI_API_KEY: 'sk-test' }, 'openai'],
  ] as const)('names who transcribes on the server with %o', async (config, server) => {
    const app = await buildTestApp({ database: t.database as never, config });
    try {
      const { token } = await signIn('customer', app.app);
      expect((await call(app.app, 'GET', token)).json()).toMatchObject({ server });
    } finally {
      await app.close();
    }
  });
});
