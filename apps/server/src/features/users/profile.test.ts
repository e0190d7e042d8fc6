import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CANNOT_BE_CHANGED,
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_UPDATED_MESSAGE,
  type UpdatePasswordResponse,
  type User,
  type UserListResponse,
} from '@practicum/contract';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login, type CreatedUser } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'PUT' | 'POST' | 'GET', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

async function signedIn(opts: Parameters<typeof createUser>[1] = {}) {
  const created: CreatedUser = await createUser(t.database.db, opts);
  return { ...created, session: await login(t.app, created.email, created.password) };
}

describe('PUT /api/v1/users/me', () => {
  it('updates names, university and year, and audits only what changed', async () => {
    const { user, session } = await signedIn();
    const res = await send('PUT', '/users/me', session.access_token, {
      first_name: ' Amara ',
      last_name: 'Nwosu',
      university: 'University of Lagos',
      year: 6,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({
      first_name: 'Amara',
      last_name: 'Nwosu',
      name: 'Amara Nwosu',
      university: 'University of Lagos',
      year: 6,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'user.profile')));
    expect(audit).toMatchObject({
      actorId: user.id,
      oldValue: { firstName: 'Test', lastName: 'User', university: null, year: null },
      newValue: { firstName: 'Amara', lastName: 'Nwosu', university: 'University of Lagos', year: 6 },
    });
  });

  it('keeps the email: the same one is accepted, another is refused', async () => {
    const { email, session } = await signedIn();
    const same = await send('PUT', '/users/me', session.access_token, { email: email.toUpperCase() });
    expect(same.statusCode).toBe(200);
    const other = await send('PUT', '/users/me', session.access_token, {
      email: 'someone-else@example.test',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: EMAIL_CANNOT_BE_CHANGED, code: 'email_immutable' });
    const me = await send('GET', '/auth/me', session.access_token);
    expect(me.json<User>().email).toBe(email);
  });

  it.each([{ year: 0 }, { year: 7 }, { year: 2.5 }, { first_name: '' }, { university: 'x'.repeat(201) }])(
    'rejects %j',
    async (payload) => {
      const { session } = await signedIn();
      expect((await send('PUT', '/users/me', session.access_token, payload)).statusCode).toBe(422);
    },
  );
});

describe('PUT /api/v1/users/update-password', () => {
  it('checks the current password, ends other sign-ins and hands back fresh tokens', async () => {
    const { email, password, session } = await signedIn();
    const other = await login(t.app, email, password);
    const next = 'my-new-password';
    rememberSecret(next);

    const wrong = await send('PUT', '/users/update-password', session.access_token, {
      current_password: 'not-my-password',
      new_password: next,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_current_password');

    const res = await send('PUT', '/users/update-password', session.access_token, {
      current_password: password,
      new_password: next,
      confirm_password: next,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UpdatePasswordResponse>();
    rememberSecret(body.access_token, body.refresh_token);
    expect(body.message).toBe(PASSWORD_UPDATED_MESSAGE);

    for (const token of [session.refresh_token, other.refresh_token]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: { refresh_token: token },
      });
      expect(r.statusCode).toBe(401);
    }
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: body.refresh_token },
    });
    expect(renewed.statusCode).toBe(200);
    rememberSecret(renewed.json().access_token, renewed.json().refresh_token);
    await expect(login(t.app, email, password)).rejects.toThrow(/401/);
    await expect(login(t.app, email, next)).resolves.toHaveProperty('access_token');
  });

  it.each([
    [{ current_password: '', new_password: 'abcdef' }, 'current_password', 'Current password is required'],
    [
      { current_password: 'x', new_password: 'abcde' },
      'new_password',
      'Password must be at least 6 characters',
    ],
    [
      { current_password: 'x', new_password: 'abcdef', confirm_password: 'abcdeg' },
      'confirm_password',
      NEW_PASSWORDS_DO_NOT_MATCH,
    ],
  ])('rejects %j', async (payload, field, msg) => {
    const { session } = await signedIn();
    const res = await send('PUT', '/users/update-password', session.access_token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
  });
});

describe('POST /api/v1/users/toggle-anonymous', () => {
  it('shows the display name wherever the student is shown while anonymous', async () => {
    const { user, session } = await signedIn();
    const on = await send('POST', '/users/toggle-anonymous', session.access_token, {
      enabled: true,
      display_name: 'Quiet Heron',
    });
    expect(on.json<User>()).toMatchObject({
      is_anonymous: true,
      name: 'Quiet Heron',
      display_name: 'Quiet Heron',
    });
    expect((await send('GET', '/auth/me', session.access_token)).json<User>().name).toBe('Quiet Heron');

    const admin = await signedIn({ userType: 'admin' });
    const listed = await send('GET', '/users/users?search=quiet%20heron', admin.session.access_token);
    expect(listed.json<UserListResponse>().users.map((u) => [u.id, u.name])).toEqual([
      [user.id, 'Quiet Heron'],
    ]);

    const off = await send('POST', '/users/toggle-anonymous', session.access_token, { enabled: false });
    expect(off.json<User>()).toMatchObject({ is_anonymous: false, name: 'Test User' });
  });

  it('makes up a display name when none is given or kept', async () => {
    const { session } = await signedIn();
    const on = await send('POST', '/users/toggle-anonymous', session.access_token, { enabled: true });
    expect(on.json<User>().name).toMatch(/^Anonymous Student [0-9A-F]{4}$/);
    expect((await send('POST', '/users/toggle-anonymous', session.access_token, {})).statusCode).toBe(422);
  });
});
