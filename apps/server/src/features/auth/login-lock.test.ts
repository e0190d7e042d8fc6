import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, type ErrorResponse, type SignInState } from '@practicum/contract';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

/*
 * Failed sign-ins are counted per account across client addresses (ADR 019): three cost nothing,
 * then each one doubles the wait, and LOGIN_LOCK_AFTER_FAILURES of them lock sign-in for
 * LOGIN_LOCK_MINUTES. Locks are answered alike for emails with and without an account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each attempt from another client address, as a guesser spreading attempts would. */
const attempt = (app: TestApp['app'], username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
  });

describe('failed sign-ins with the default policy (lock after 10)', () => {
  it('makes the account wait after three failures from different addresses, even with the right password', async () => {
    const { email, password } = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) expect((await attempt(t.app, email, 'wrong-guess')).statusCode).toBe(401);
    // The fourth failure is still answered as a wrong password, and starts a one-second wait.
    expect((await attempt(t.app, email, 'wrong-guess')).statusCode).toBe(401);
    const waiting = await attempt(t.app, email, password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json<ErrorResponse>().code).toBe('login_delayed');
    expect(waiting.json<ErrorResponse>().detail).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds?/,
    );
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await new Promise((r) => setTimeout(r, 1100));
    expect((await attempt(t.app, email, password)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const { email, password } = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) await attempt(t.app, email, 'wrong-guess');
    await login(t.app, email, password);
    for (let i = 0; i < 3; i++) expect((await attempt(t.app, email, 'wrong-guess')).statusCode).toBe(401);
    expect((await attempt(t.app, email, password)).statusCode).toBe(200);
  });

  it('does not count a right password refused for the account status', async () => {
    const { email, password } = await createUser(t.database.db, { accountStatus: 'requested' });
    for (let i = 0; i < 5; i++) expect((await attempt(t.app, email, password)).statusCode).toBe(403);
  });

  it('keeps the wrong-password answer of the spec for the counted failures', async () => {
    const res = await attempt(t.app, `nobody-${randomUUID()}@example.test`, 'wrong-guess');
    expect(res.json()).toEqual({ detail: INVALID_CREDENTIALS_MESSAGE, code: 'invalid_credentials' });
  });
});

describe('the sign-in lock', () => {
  let locking: TestApp;
  let superAdmin: string;
  let plainAdmin: string;
  beforeAll(async () => {
    locking = await buildTestApp({
      database: t.database as never,
      config: { LOGIN_LOCK_AFTER_FAILURES: 2, LOGIN_LOCK_MINUTES: 15 },
    });
    const sa = await createUser(t.database.db, { userType: 'super_admin' });
    const pa = await createUser(t.database.db, { userType: 'admin' });
    superAdmin = (await login(locking.app, sa.email, sa.password)).access_token;
    plainAdmin = (await login(locking.app, pa.email, pa.password)).access_token;
  });
  afterAll(async () => {
    await locking.app.close();
  });

  const lockOut = async (email: string) => {
    expect((await attempt(locking.app, email, 'wrong-guess')).statusCode).toBe(401);
    expect((await attempt(locking.app, email, 'wrong-guess')).statusCode).toBe(401);
  };
  const signInState = async (id: string, token = superAdmin) =>
    (
      await locking.app.inject({ url: `/api/v1/users/admin/users/${id}/sign-in`, headers: bearer(token) })
    ).json<SignInState>();

  it('locks an account for the configured minutes, answered exactly as for an email with no account', async () => {
    const { email, password, user } = await createUser(t.database.db);
    await lockOut(email);
    const locked = await attempt(locking.app, email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'account_locked',
      detail:
        'Too many failed sign-in attempts. Sign-in is locked for 15 minutes; try again later or ask an administrator to unlock it.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const unknown = `nobody-${randomUUID()}@example.test`;
    await lockOut(unknown);
    const lockedUnknown = await attempt(locking.app, unknown, 'any-password');
    expect(lockedUnknown.statusCode).toBe(locked.statusCode);
    expect(lockedUnknown.body).toBe(locked.body);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'auth.login.locked')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.newValue).toEqual({ failed_attempts: 2, lock_minutes: 15 });
  });

  it('shows the lock to admins, and an admin unlock (audited) lets the owner sign in again', async () => {
    const { email, password, user } = await createUser(t.database.db);
    await lockOut(email);
    const state = await signInState(user.id, plainAdmin);
    expect(state.failed_attempts).toBe(2);
    expect(Date.parse(state.locked_until!)).toBeGreaterThan(Date.now() + 14 * 60_000);

    const unlock = await locking.app.inject({
      method: 'POST',
      url: `/api/v1/users/admin/users/${user.id}/unlock`,
      headers: bearer(plainAdmin),
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(await signInState(user.id)).toMatchObject({ failed_attempts: 0, locked_until: null });
    expect((await attempt(locking.app, email, password)).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'user.unlock')));
    expect(entry).toMatchObject({ oldValue: { failed_attempts: 2, locked_until: state.locked_until } });
  });

  it("lets only a super admin unlock an administrator, and never one's own account", async () => {
    const target = await createUser(t.database.db, { userType: 'super_admin' });
    await lockOut(target.email);
    const byAdmin = await locking.app.inject({
      method: 'POST',
      url: `/api/v1/users/admin/users/${target.user.id}/unlock`,
      headers: bearer(plainAdmin),
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json<ErrorResponse>().code).toBe('super_admin_required');
    expect((await signInState(target.user.id)).locked_until).not.toBeNull();
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, target.user.id), eq(auditLog.action, 'user.unlock.refused')));
    expect(refusals).toHaveLength(1);

    const bySuper = await locking.app.inject({
      method: 'POST',
      url: `/api/v1/users/admin/users/${target.user.id}/unlock`,
      headers: bearer(superAdmin),
    });
    expect(bySuper.statusCode).toBe(200);

    const me = await locking.app.inject({ url: '/api/v1/auth/me', headers: bearer(superAdmin) });
    const own = await locking.app.inject({
      method: 'POST',
      url: `/api/v1/users/admin/users/${me.json<{ id: string }>().id}/unlock`,
      headers: bearer(superAdmin),
    });
    expect(own.json<ErrorResponse>().code).toBe('own_account');
  });

  it('is not reachable by students', async () => {
    const student = await createUser(t.database.db);
    const token = (await login(locking.app, student.email, student.password)).access_token;
    const res = await locking.app.inject({
      method: 'POST',
      url: `/api/v1/users/admin/users/${student.user.id}/unlock`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
  });
});

/** Two servers sharing one database and one Redis: a count made on one holds on the other. */
describe('with REDIS_URL, every instance sees the same count', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let reachable = false;
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!reachable) return;
    const config = { REDIS_URL, LOGIN_LOCK_AFTER_FAILURES: 2 };
    a = await buildTestApp({ database: t.database as never, config });
    b = await buildTestApp({ database: t.database as never, config });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
  });

  it('locks on the second server an account whose failures were all on the first', async (ctx) => {
    if (!reachable) return ctx.skip();
    const { email, password } = await createUser(t.database.db);
    expect((await attempt(a!.app, email, 'wrong-guess')).statusCode).toBe(401);
    expect((await attempt(a!.app, email, 'wrong-guess')).statusCode).toBe(401);
    const onB = await attempt(b!.app, email, password);
    expect(onB.statusCode).toBe(429);
    expect(onB.json<ErrorResponse>().code).toBe('account_locked');
    // A memory-only server next to them knows nothing of it.
    expect((await attempt(t.app, email, password)).statusCode).toBe(200);
  });
});
