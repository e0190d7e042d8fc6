import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_LOGIN_MESSAGES,
  INVALID_CREDENTIALS_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
  type ErrorResponse,
  type TokenPair,
} from '@practicum/contract';
import { auditLog, users } from '../../db/schema';
import { notifications } from '../../db/notification-schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

async function refresh(token: string) {
  return post('/auth/refresh', { refresh_token: token });
}

describe('POST /api/v1/auth/signup', () => {
  it('creates a pending, inactive student whose login is refused with the pending message', async () => {
    const password = 'first-pass-123';
    rememberSecret(password);
    const res = await post('/auth/signup', {
      email: 'New.Student@Example.test',
      password,
      first_name: 'Nia',
      last_name: 'Okafor',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ message: SIGNUP_SUCCESS_MESSAGE });
    const [created] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.student@example.test'));
    expect(created).toMatchObject({
      firstName: 'Nia',
      lastName: 'Okafor',
      accountStatus: 'requested',
      isActive: false,
      userType: 'customer',
      maxMessages: 3,
    });

    const denied = await post('/auth/login', { username: 'new.student@example.test', password });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      detail: ACCOUNT_STATUS_LOGIN_MESSAGES.requested,
      code: 'account_requested',
    });

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, created!.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['auth.login.failure', 'auth.signup']);
  });

  it('answers a second sign-up with the same email exactly like the first, and tells the owner in the app', async () => {
    const payload = { email: 'twice@example.test', password: 'secret-1', first_name: 'A' };
    const first = await post('/auth/signup', payload);
    const again = await post('/auth/signup', { ...payload, email: 'TWICE@example.test', first_name: 'B' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const owners = await t.database.db.select().from(users).where(eq(users.email, 'twice@example.test'));
    expect(owners).toHaveLength(1);
    expect(owners[0]!.firstName).toBe('A');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owners[0]!.id));
    expect(told).toEqual([expect.objectContaining({ kind: 'signup_existing_email' })]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, owners[0]!.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['auth.signup', 'auth.signup.existing_email']);
  });

  it('answers a malformed body with 422 and a detail list naming each field', async () => {
    const res = await post('/auth/signup', { email: 'not-an-email', password: '123' });
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorResponse>();
    expect(body.code).toBe('validation_error');
    const locs = (body.detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.first_name']));
  });

  it('answers broken JSON with 400 and a readable detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_body', detail: expect.any(String) });
  });
});

describe('POST /api/v1/auth/login', () => {
  it('returns tokens and the user for an activated account and records last_login', async () => {
    const { email, password, user } = await createUser(t.database.db);
    const body = await login(t.app, email, password);
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(900);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    expect(body.user.id).toBe(user.id);
    expect(body.user.last_login).not.toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin).not.toBeNull();
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('accepts a form-encoded body', async () => {
    const { email, password } = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
    });
    expect(res.statusCode).toBe(200);
    rememberSecret(res.json().access_token, res.json().refresh_token);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const { email } = await createUser(t.database.db);
    const wrong = await post('/auth/login', { username: email, password: 'not-the-password' });
    const unknown = await post('/auth/login', {
      username: 'nobody@example.test',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ detail: INVALID_CREDENTIALS_MESSAGE, code: 'invalid_credentials' });
  });

  it.each(['deactivated', 'rejected', 'refused'] as const)(
    'refuses a %s account with 403 and why',
    async (status) => {
      const { email, password } = await createUser(t.database.db, { accountStatus: status });
      const res = await post('/auth/login', { username: email, password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail: ACCOUNT_STATUS_LOGIN_MESSAGES[status],
        code: `account_${status}`,
      });
    },
  );

  it('audits successful and failed logins', async () => {
    const { email, password, user } = await createUser(t.database.db);
    await post('/auth/login', { username: email, password: 'wrong-password' });
    await login(t.app, email, password);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['auth.login.failure', 'auth.login.success']);
  });
});

describe('POST /api/v1/auth/refresh', () => {
  it('rotates the refresh token, and reuse of a rotated token revokes the whole family', async () => {
    const { email, password } = await createUser(t.database.db);
    const first = await login(t.app, email, password);

    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<TokenPair>();
    rememberSecret(second.access_token, second.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(second.access_token) });
    expect(me.statusCode).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<ErrorResponse>().code).toBe('invalid_refresh_token');
    // The legitimate holder's newer token died with the family.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('requires a refresh token', async () => {
    const res = await post('/auth/refresh', {});
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('refresh_token');
  });

  it('refuses an unknown token', async () => {
    expect((await refresh('made-up-token-value')).statusCode).toBe(401);
  });

  it('stops working once the account is deactivated', async () => {
    const { email, password, user } = await createUser(t.database.db);
    const tokens = await login(t.app, email, password);
    await t.database.db
      .update(users)
      .set({ accountStatus: 'deactivated', isActive: false })
      .where(eq(users.id, user.id));
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(tokens.access_token) });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the refresh token', async () => {
    const { email, password } = await createUser(t.database.db);
    const tokens = await login(t.app, email, password);
    const res = await post(
      '/auth/logout',
      { refresh_token: tokens.refresh_token },
      bearer(tokens.access_token),
    );
    expect(res.statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('succeeds without a token, so a client can always sign out', async () => {
    expect((await post('/auth/logout')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/auth/me', () => {
  it('is 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
  });

  it('is 401 with a forged or malformed token', async () => {
    for (const token of [
      'abc',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      `${'a'.repeat(20)}.${'b'.repeat(20)}.c`,
    ]) {
      const res = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('is 401 once the access token has expired', async () => {
    const short = await buildTestApp({
      database: t.database as never,
      config: { ACCESS_TOKEN_TTL_SECONDS: 1 },
    });
    try {
      const { email, password } = await createUser(t.database.db);
      const tokens = await login(short.app, email, password);
      expect(
        (await short.app.inject({ url: '/api/v1/auth/me', headers: bearer(tokens.access_token) })).statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.app.inject({ url: '/api/v1/auth/me', headers: bearer(tokens.access_token) });
      expect(res.statusCode).toBe(401);
    } finally {
      await short.app.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 once a client exceeds the login limit', async () => {
    const limited = await buildTestApp({
      database: t.database as never,
      config: { AUTH_RATE_LIMIT_PER_MINUTE: 3 },
    });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: 'target@example.test', password: 'guess-guess' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await attempt();
      expect(res.json()).toMatchObject({ code: 'rate_limited' });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.app.close();
    }
  });

  it('limits sign-up, forgot-password and refresh too', async () => {
    const limited = await buildTestApp({
      database: t.database as never,
      config: { AUTH_RATE_LIMIT_PER_MINUTE: 1 },
    });
    try {
      const calls: [string, object][] = [
        ['/auth/signup', { email: 'x', password: 'y' }],
        ['/users/forgot-password', { email: 'someone@example.test' }],
      ];
      for (const [url, payload] of calls) {
        await limited.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
        const res = await limited.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
        expect(res.statusCode, url).toBe(429);
      }
      const refreshes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh',
          payload: { refresh_token: 'unknown-token' },
        });
        refreshes.push(res.statusCode);
      }
      expect(refreshes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('logging', () => {
  it('never writes a password, token or Authorization header to the log', async () => {
    const { email, password } = await createUser(t.database.db);
    const tokens = await login(t.app, email, password);
    await t.app.inject({
      url: `/api/v1/auth/me?access_token=${tokens.access_token}`,
      headers: bearer(tokens.access_token),
    });
    await post('/auth/refresh', { refresh_token: tokens.refresh_token });
    const lines = t.logs.join('\n');
    expect(lines).toContain('/api/v1/auth/me'); // request lines are written...
    expect(lines).not.toContain(password); // ...without any of the secrets
    expect(lines).not.toContain(tokens.access_token);
    expect(lines).not.toContain(tokens.refresh_token);
    expect(lines).not.toMatch(/authorization/i);
  });
});
