import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, PASSWORD_RESET_MESSAGE, type User } from '@practicum/contract';
import { auditLog, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database.db, { userType: 'admin' });
  adminId = admin.user.id;
  adminToken = (await login(t.app, admin.email, admin.password)).access_token;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditsOf = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, id), eq(auditLog.action, action)));
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token } });

describe('PUT /api/v1/users/admin/users/:id/account-status', () => {
  it('activates a pending sign-up, who can then sign in; the change is audited with its reason', async () => {
    const { user, email, password } = await createUser(t.database.db, { accountStatus: 'requested' });
    const res = await call('PUT', `/users/admin/users/${user.id}/account-status`, {
      new_status: 'activated',
      reason: 'Enrolled in cohort 4',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ account_status: 'activated', is_active: true });
    await expect(login(t.app, email, password)).resolves.toHaveProperty('access_token');
    const [audit] = await auditsOf(user.id, 'user.account_status');
    expect(audit).toMatchObject({
      actorId: adminId,
      reason: 'Enrolled in cohort 4',
      oldValue: { account_status: 'requested', is_active: false },
      newValue: { account_status: 'activated', is_active: true },
    });
  });

  it('rejects a sign-up with the reason the admin gave, kept in the audit log; sign-in says it was rejected', async () => {
    const { user, email, password } = await createUser(t.database.db, { accountStatus: 'requested' });
    const res = await call('PUT', `/users/admin/users/${user.id}/account-status`, {
      new_status: 'rejected',
      reason: '  Could not confirm enrolment ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await auditsOf(user.id, 'user.account_status');
    expect(audit).toMatchObject({
      reason: 'Could not confirm enrolment',
      newValue: { account_status: 'rejected', is_active: false },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: email, password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toContain('rejected');
  });

  it.each(['deactivated', 'rejected', 'refused', 'requested'] as const)(
    'setting %s makes the user inactive and ends their sign-ins at once',
    async (status) => {
      const { user, email, password } = await createUser(t.database.db);
      const session = await login(t.app, email, password);
      const res = await call('PUT', `/users/admin/users/${user.id}/account-status`, { new_status: status });
      expect(res.json<User>()).toMatchObject({ account_status: status, is_active: false });
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
      const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(session.access_token) });
      expect(me.statusCode).toBe(401);
    },
  );

  it('rejects an unknown status, and answers 404 for an unknown user', async () => {
    const { user } = await createUser(t.database.db);
    const bad = await call('PUT', `/users/admin/users/${user.id}/account-status`, { new_status: 'banned' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'new_status']);
    const missing = await call('PUT', `/users/admin/users/${crypto.randomUUID()}/account-status`, {
      new_status: 'activated',
    });
    expect(missing.statusCode).toBe(404);
    const notUuid = await call('PUT', '/users/admin/users/42/account-status', { new_status: 'activated' });
    expect(notUuid.statusCode).toBe(422);
  });
});

describe('PUT /api/v1/users/admin/users/:id/status', () => {
  it('deactivating revokes refresh tokens; reactivating an activated account works', async () => {
    const { user, email, password } = await createUser(t.database.db);
    const session = await login(t.app, email, password);
    const off = await call('PUT', `/users/admin/users/${user.id}/status`, { is_active: false });
    expect(off.json<User>()).toMatchObject({ is_active: false, account_status: 'activated' });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const on = await call('PUT', `/users/admin/users/${user.id}/status`, { is_active: true });
    expect(on.json<User>()).toMatchObject({ is_active: true });
    const [audit] = await auditsOf(user.id, 'user.active');
    expect(audit).toMatchObject({
      actorId: adminId,
      oldValue: { is_active: true },
      newValue: { is_active: false },
    });
  });

  it('refuses to make an account active that is not activated', async () => {
    const { user } = await createUser(t.database.db, { accountStatus: 'rejected' });
    const res = await call('PUT', `/users/admin/users/${user.id}/status`, { is_active: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('account_not_activated');
    expect((await rowOf(user.id)).isActive).toBe(false);
  });
});

describe('POST /api/v1/users/admin/users/:id/reset-password', () => {
  const url = (id: string) => `/users/admin/users/${id}/reset-password`;

  it('sets the password, clears the reset request and signs the user out everywhere', async () => {
    const { user, email, password } = await createUser(t.database.db);
    const session = await login(t.app, email, password);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email } });
    expect((await rowOf(user.id)).resetRequest).toBe(true);

    const fresh = 'fresh-pass-42';
    rememberSecret(fresh);
    const res = await call('POST', url(user.id), { new_password: fresh, confirm_password: fresh });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });
    expect(await rowOf(user.id)).toMatchObject({ resetRequest: false, resetRequestedAt: null });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: email, password },
    });
    expect(old.json().detail).toBe(INVALID_CREDENTIALS_MESSAGE);
    await expect(login(t.app, email, fresh)).resolves.toHaveProperty('access_token');

    const [audit] = await auditsOf(user.id, 'user.password_reset');
    expect(audit).toMatchObject({
      actorId: adminId,
      oldValue: { reset_request: true },
      newValue: { reset_request: false },
    });
    expect(JSON.stringify(audit)).not.toContain(fresh);
  });

  it.each([
    [
      { new_password: '12345', confirm_password: '12345' },
      'new_password',
      'Password must be at least 6 characters',
    ],
    [{ new_password: 'abcdef', confirm_password: 'abcdeg' }, 'confirm_password', 'Passwords do not match'],
    [{ new_password: '', confirm_password: '' }, 'new_password', 'New password is required'],
    [{ new_password: 'abcdef' }, 'confirm_password', 'Please confirm the password'],
  ])('rejects %j (%s: %s)', async (payload, field, msg) => {
    const { user } = await createUser(t.database.db);
    const before = (await rowOf(user.id)).passwordHash;
    const res = await call('POST', url(user.id), payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    expect((await rowOf(user.id)).passwordHash).toBe(before);
  });
});

describe('the last active super admin', () => {
  it('two super admins demoting each other at once: exactly one wins and one super admin remains', async () => {
    const a = await createUser(t.database.db, { userType: 'super_admin' });
    const b = await createUser(t.database.db, { userType: 'super_admin' });
    const others = await t.database.db.select().from(users).where(eq(users.userType, 'super_admin'));
    // Only a and b may be super admins for this test to mean anything.
    expect(others.map((u) => u.id).sort()).toEqual([a.user.id, b.user.id].sort());
    const [ta, tb] = await Promise.all([
      login(t.app, a.email, a.password),
      login(t.app, b.email, b.password),
    ]);
    const results = await Promise.all([
      call('PUT', `/users/admin/users/${b.user.id}/role`, { new_role: 'admin' }, ta.access_token),
      call(
        'PUT',
        `/users/admin/users/${a.user.id}/account-status`,
        { new_status: 'deactivated' },
        tb.access_token,
      ),
    ]);
    // The loser is refused by the admin rules (403) or, if it arrives after losing, at sign-in level (401).
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 200),
      results.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 401 || c === 403)).toBe(true);
    const live = (await t.database.db.select().from(users).where(eq(users.userType, 'super_admin'))).filter(
      (u) => u.accountStatus === 'activated' && u.isActive,
    );
    expect(live).toHaveLength(1);
  });
});

describe('refusals are audited', () => {
  it('records an admin trying to promote a student to super admin', async () => {
    const { user } = await createUser(t.database.db);
    const res = await call('PUT', `/users/admin/users/${user.id}/role`, { new_role: 'super_admin' });
    expect(res.statusCode).toBe(403);
    const [audit] = await auditsOf(user.id, 'user.role.refused');
    expect(audit).toMatchObject({
      actorId: adminId,
      newValue: { user_type: 'super_admin' },
      reason: 'super_admin_required',
    });
  });
});

describe('GET /api/v1/users/admin/users/:id', () => {
  it('returns the user without secrets, or 404', async () => {
    const { user } = await createUser(t.database.db);
    const res = await call('GET', `/users/admin/users/${user.id}`);
    expect(res.json<User>()).toMatchObject({ id: user.id, email: user.email, subscription: 'free' });
    expect(res.body).not.toContain('argon2');
    expect((await call('GET', `/users/admin/users/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
