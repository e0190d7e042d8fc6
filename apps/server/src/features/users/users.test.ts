import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, permissionsOf } from '@practicum/contract';
import { auditLog, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/users/forgot-password', () => {
  it('flags the account and answers with the fixed message', async () => {
    const { user, email } = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.resetRequest).toBe(true);
    expect(row!.resetRequestedAt).toBeInstanceOf(Date);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
    expect(audits.map((a) => a.action)).toEqual(['auth.reset_requested']);
  });

  it('gives the same answer for an unknown email and changes nothing', async () => {
    const before = await t.database.db.select().from(users).where(eq(users.resetRequest, true));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: 'nobody-here@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const after = await t.database.db.select().from(users).where(eq(users.resetRequest, true));
    expect(after.length).toBe(before.length);
  });

  it('requires a valid email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'email']);
  });
});

describe('GET /api/v1/users/permissions', () => {
  it.each(['customer', 'moderator', 'admin', 'super_admin'] as const)(
    'lists what a %s may do',
    async (userType) => {
      const { email, password } = await createUser(t.database.db, { userType });
      const { access_token } = await login(t.app, email, password);
      const res = await t.app.inject({ url: '/api/v1/users/permissions', headers: bearer(access_token) });
      expect(res.statusCode).toBe(200);
      const isAdmin = userType === 'admin' || userType === 'super_admin';
      expect(res.json()).toEqual({
        user_type: userType,
        role: isAdmin ? 'admin' : 'student',
        is_admin: isAdmin,
        permissions: permissionsOf(userType),
      });
    },
  );
});
