import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, SignInState, TokenPair } from '@practicum/contract';
import { auditLog, users } from '../../db/schema';
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

describe('a signed-in user kept in memory (ADR 031)', () => {
  let admin: string;
  beforeAll(async () => {
    const a = await createUser(t.database.db, { userType: 'super_admin' });
    admin = (await login(t.app, a.email, a.password)).access_token;
  });
  const call = (method: 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(token) });

  /** Signs in and calls both servers twice, so each holds the user and the sign-in in memory. */
  async function signedInEverywhere() {
    const created = await createUser(t.database.db);
    const tokens = await login(t.app, created.email, created.password);
    for (const app of [t.app, other.app, t.app, other.app])
      expect((await me(app, tokens.access_token)).statusCode).toBe(200);
    return { ...created, tokens };
  }

  /**
   * The server that made the change answers it only once it has heard its notice, so the very next
   * request there is refused; another server forgets the user when the notice reaches it, which is
   * as soon as PostgreSQL delivers it (at once on the embedded database).
   */
  async function expectRefusedEverywhere(token: string, code: string) {
    const here = await me(t.app, token);
    expect(here.statusCode).toBe(401);
    expect(here.json<ErrorResponse>().code).toBe(code);
    await expect.poll(async () => (await me(other.app, token)).statusCode, { timeout: 2_000 }).toBe(401);
  }

  it('is refused from the next request on after logout', async () => {
    const { tokens } = await signedInEverywhere();
    expect((await post('/auth/logout', { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
    await expectRefusedEverywhere(tokens.access_token, 'invalid_token');
  });

  it("is refused from the next request on after an admin ends the user's sessions", async () => {
    const { user, tokens } = await signedInEverywhere();
    expect((await call('POST', `/users/admin/users/${user.id}/end-sessions`, admin)).statusCode).toBe(200);
    await expectRefusedEverywhere(tokens.access_token, 'invalid_token');
  });

  it('is refused from the next request on after deactivation', async () => {
    const { user, tokens } = await signedInEverywhere();
    const off = await call('PUT', `/users/admin/users/${user.id}/status`, admin, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    await expectRefusedEverywhere(tokens.access_token, 'invalid_token');
  });

  it('is refused from the next request on after a password change, and the new tokens work', async () => {
    const { password, tokens } = await signedInEverywhere();
    const changed = await call('PUT', '/users/update-password', tokens.access_token, {
      current_password: password,
      new_password: 'An0ther-Passw0rd!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = changed.json<TokenPair>();
    rememberSecret(fresh.access_token, fresh.refresh_token);
    await expectRefusedEverywhere(tokens.access_token, 'invalid_token');
    expect((await me(t.app, fresh.access_token)).statusCode).toBe(200);
    expect((await me(other.app, fresh.access_token)).statusCode).toBe(200);
  });

  it('is refused once a change made outside any server reaches it, and shows every other change', async () => {
    const { user, tokens } = await signedInEverywhere();
    // A writer no server knows of (a script, psql): the database's notice reaches every server.
    await t.database.db.update(users).set({ lastName: 'Renamed' }).where(eq(users.id, user.id));
    for (const app of [t.app, other.app])
      await expect
        .poll(async () => (await me(app, tokens.access_token)).json<{ last_name: string }>().last_name, {
          timeout: 2_000,
        })
        .toBe('Renamed');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    for (const app of [t.app, other.app])
      await expect
        .poll(async () => (await me(app, tokens.access_token)).statusCode, { timeout: 2_000 })
        .toBe(401);
  });
});
