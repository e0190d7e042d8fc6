import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, SignInState, TokenPair } from '@practicum/contract';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';

/*
 * An access token names its sign-in (refresh-token family); revoking the sign-in refuses the access
 * token at once instead of when it expires (ADR 019).
 */

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A second server on the same database, as a second instance behind a load balancer.
  other = await buildTestApp({
    database: t.database as never,
    config: { jwtSecret: t.app.config.jwtSecret },
  });
});
afterAll(async () => {
  await other.app.close();
  await t.close();
});

const me = (app: TestApp['app'], token: string) =>
  app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

describe('logout', () => {
  it('ends the access token of that sign-in at once, on every instance, and only that sign-in', async () => {
    const { email, password } = await createUser(t.database.db);
    const laptop = await login(t.app, email, password);
    const phone = await login(t.app, email, password);
    expect((await me(other.app, laptop.access_token)).statusCode).toBe(200);

    expect((await post('/auth/logout', { refresh_token: laptop.refresh_token })).statusCode).toBe(200);
    for (const app of [t.app, other.app]) {
      const res = await me(app, laptop.access_token);
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorResponse>().code).toBe('invalid_token');
    }
    expect((await me(t.app, phone.access_token)).statusCode).toBe(200);
  });

  it('keeps a rotated sign-in working with its newest access token', async () => {
    const { email, password } = await createUser(t.database.db);
    const first = await login(t.app, email, password);
    const rotated = (await post('/auth/refresh', { refresh_token: first.refresh_token })).json<TokenPair>();
    rememberSecret(rotated.access_token, rotated.refresh_token);
    expect((await me(t.app, rotated.access_token)).statusCode).toBe(200);
    await post('/auth/logout', { refresh_token: rotated.refresh_token });
    expect((await me(t.app, rotated.access_token)).statusCode).toBe(401);
    expect((await me(t.app, first.access_token)).statusCode).toBe(401);
  });

  it('ends the access tokens of a sign-in whose rotated refresh token was replayed', async () => {
    const { email, password } = await createUser(t.database.db);
    const first = await login(t.app, email, password);
    const rotated = (await post('/auth/refresh', { refresh_token: first.refresh_token })).json<TokenPair>();
    rememberSecret(rotated.access_token, rotated.refresh_token);
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).statusCode).toBe(401);
    expect((await me(t.app, rotated.access_token)).statusCode).toBe(401);
  });
});

describe("an admin ending a user's sessions", () => {
  let superAdmin: string;
  let plainAdmin: string;
  beforeAll(async () => {
    const sa = await createUser(t.database.db, { userType: 'super_admin' });
    const pa = await createUser(t.database.db, { userType: 'admin' });
    superAdmin = (await login(t.app, sa.email, sa.password)).access_token;
    plainAdmin = (await login(t.app, pa.email, pa.password)).access_token;
  });
  const endSessions = (id: string, token: string) =>
    post(`/users/admin/users/${id}/end-sessions`, undefined, bearer(token));
  const liveSessions = async (id: string) =>
    (
      await t.app.inject({ url: `/api/v1/users/admin/users/${id}/sign-in`, headers: bearer(superAdmin) })
    ).json<SignInState>().live_sessions;

  it('signs every browser of the user out at once, and is audited', async () => {
    const { email, password, user } = await createUser(t.database.db);
    const a = await login(t.app, email, password);
    const b = await login(t.app, email, password);
    expect(await liveSessions(user.id)).toBe(2);

    const res = await endSessions(user.id, plainAdmin);
    expect(res.statusCode, res.body).toBe(200);
    for (const pair of [a, b]) {
      expect((await me(t.app, pair.access_token)).statusCode).toBe(401);
      expect((await me(other.app, pair.access_token)).statusCode).toBe(401);
      expect((await post('/auth/refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(401);
    }
    expect(await liveSessions(user.id)).toBe(0);
    // They can sign in again: ending sessions is not a block.
    expect((await me(t.app, (await login(t.app, email, password)).access_token)).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'user.end_sessions')));
    expect(entry).toMatchObject({ oldValue: { live_sessions: 2 }, newValue: { live_sessions: 0 } });
  });

  it("lets only a super admin end an administrator's sessions, and nobody their own here", async () => {
    const target = await createUser(t.database.db, { userType: 'admin' });
    const session = await login(t.app, target.email, target.password);
    const refused = await endSessions(target.user.id, plainAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().code).toBe('super_admin_required');
    expect((await me(t.app, session.access_token)).statusCode).toBe(200);

    expect((await endSessions(target.user.id, superAdmin)).statusCode).toBe(200);
    expect((await me(t.app, session.access_token)).statusCode).toBe(401);

    const self = (await me(t.app, plainAdmin)).json<{ id: string }>().id;
    expect((await endSessions(self, plainAdmin)).json<ErrorResponse>().code).toBe('own_account');
  });
});
