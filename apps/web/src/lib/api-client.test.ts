import type { User } from '@practicum/contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { bootstrapAuth } from './auth-session';
import { createAuthStore, STORAGE_KEYS } from './auth-store';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

/** An unsigned JWT whose `exp` lies `secondsFromNow` after NOW. */
function jwt(secondsFromNow: number, id = 'a'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ sub: id, exp: NOW / 1000 + secondsFromNow })}.sig`;
}

const user: User = {
  id: '5f0c2c1e-8a52-4c8e-9d8a-2c2f6f1f9b11',
  email: 'sam@example.com',
  name: 'Sam Lee',
  first_name: 'Sam',
  last_name: 'Lee',
  display_name: null,
  is_anonymous: false,
  user_type: 'customer',
  role: 'student',
  account_status: 'activated',
  is_active: true,
  subscription: 'free',
  subscription_plan: 'free',
  subscription_status: 'inactive',
  subscription_expires_at: null,
  message_count: 0,
  max_messages: 3,
  university: null,
  year: null,
  discipline: null,
  reset_request: false,
  reset_requested_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
};

interface Call {
  path: string;
  method: string;
  auth: string | null;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A tiny stand-in for the HTTP server: records every call and answers through `handler`. */
function setup(handler: Handler, tokens: { access?: string; refresh?: string } = {}) {
  const storage = new MemoryStorage();
  if (tokens.access) storage.setItem(STORAGE_KEYS.accessToken, tokens.access);
  if (tokens.refresh) storage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  storage.setItem(STORAGE_KEYS.userRole, user.role);
  const calls: Call[] = [];
  let failures = 0;
  const store = createAuthStore(storage);
  const client = createApiClient({
    baseUrl: '/api/v1',
    store,
    now: () => NOW,
    onAuthFailure: () => failures++,
    fetch: async (input, init) => {
      const headers = new Headers(init.headers);
      const call: Call = {
        path: input.replace('/api/v1', ''),
        method: init.method ?? 'GET',
        auth: headers.get('Authorization'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call);
    },
  });
  return { storage, store, client, calls, failures: () => failures };
}

const fresh = { access_token: jwt(900, 'new'), refresh_token: 'r2', token_type: 'bearer', expires_in: 900 };

describe('api client', () => {
  it('attaches the bearer token to every call', async () => {
    const token = jwt(900);
    const { client, calls } = setup(() => json(200, { ok: true }), { access: token, refresh: 'r1' });
    await client.get('/auth/me');
    await client.post('/users/forgot-password', { email: 'a@b.co' });
    expect(calls.map((c) => c.auth)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
  });

  it('shares one refresh between three concurrent 401s and retries each once', async () => {
    const old = jwt(900, 'old');
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, calls, storage } = setup(
      async (call) => {
        if (call.path === '/auth/refresh') {
          await refreshGate;
          return json(200, fresh);
        }
        return call.auth === `Bearer ${fresh.access_token}` ? json(200, { path: call.path }) : json(401, {});
      },
      { access: old, refresh: 'r1' },
    );
    const pending = Promise.all(['/a', '/b', '/c'].map((path) => client.get<{ path: string }>(path)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseRefresh();
    const results = await pending;

    expect(results.map((r) => r.path)).toEqual(['/a', '/b', '/c']);
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/auth/refresh')?.body).toEqual({ refresh_token: 'r1' });
    for (const path of ['/a', '/b', '/c']) {
      expect(calls.filter((c) => c.path === path).map((c) => c.auth)).toEqual([
        `Bearer ${old}`,
        `Bearer ${fresh.access_token}`,
      ]);
    }
    // Refresh tokens rotate: the new one replaces the old.
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh.access_token);
  });

  it('clears every stored token and the user when the refresh fails', async () => {
    const { client, storage, store, failures } = setup(
      (call) =>
        call.path === '/auth/refresh' ? json(401, { detail: 'Invalid refresh token' }) : json(401, {}),
      { access: jwt(900), refresh: 'r1' },
    );
    const error = await client.get('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(storage.length).toBe(0);
    expect(store.getSnapshot().user).toBeNull();
    expect(failures()).toBe(1);
  });

  it('does not refresh or retry when login or refresh answer 401', async () => {
    const { client, calls } = setup(
      () => json(401, { detail: 'Incorrect email or password', code: 'invalid_credentials' }),
      { access: jwt(900), refresh: 'r1' },
    );
    const error = await client
      .request('/auth/login', { method: 'POST', body: { username: 'a', password: 'b' }, retryOn401: false })
      .catch((e: unknown) => e);
    expect((error as ApiError).detail).toBe('Incorrect email or password');
    expect(calls.map((c) => c.path)).toEqual(['/auth/login']);

    expect(await client.refresh()).toBe(false);
    expect(calls.map((c) => c.path)).toEqual(['/auth/login', '/auth/refresh']);
  });

  it('clears local storage on logout even when the server call fails', async () => {
    const { client, storage, calls } = setup(() => json(500, { detail: 'boom' }), {
      access: jwt(900),
      refresh: 'r1',
    });
    await client.logout();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/auth/logout', method: 'POST', body: { refresh_token: 'r1' } }),
    ]);
    expect(storage.length).toBe(0);
  });

  it('also clears local storage when the server cannot be reached on logout', async () => {
    const { client, storage } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { access: jwt(900), refresh: 'r1' },
    );
    await client.logout();
    expect(storage.length).toBe(0);
  });

  it('the 5-minute check refreshes only when under 10 minutes remain', async () => {
    const plenty = setup(() => json(200, fresh), { access: jwt(11 * 60), refresh: 'r1' });
    expect(await plenty.client.refreshIfExpiringSoon()).toBe(false);
    expect(plenty.calls).toHaveLength(0);

    const short = setup(() => json(200, fresh), { access: jwt(9 * 60), refresh: 'r1' });
    expect(await short.client.refreshIfExpiringSoon()).toBe(true);
    expect(short.calls.map((c) => c.path)).toEqual(['/auth/refresh']);
    expect(short.storage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh.access_token);
  });

  it('the 60-second check refreshes only an expired token', async () => {
    const valid = setup(() => json(200, fresh), { access: jwt(30), refresh: 'r1' });
    expect(await valid.client.refreshIfExpired()).toBe(false);
    const expired = setup(() => json(200, fresh), { access: jwt(-1), refresh: 'r1' });
    expect(await expired.client.refreshIfExpired()).toBe(true);
    expect(expired.calls.map((c) => c.path)).toEqual(['/auth/refresh']);
  });
});

describe('start-up', () => {
  it('refreshes an expired token, then loads the current user', async () => {
    const renamed = { ...user, name: 'Samantha Lee' };
    const { client, store, calls } = setup(
      (call) => (call.path === '/auth/refresh' ? json(200, fresh) : json(200, renamed)),
      { access: jwt(-60), refresh: 'r1' },
    );
    await bootstrapAuth(client, store);
    expect(calls.map((c) => c.path)).toEqual(['/auth/refresh', '/auth/me']);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: { name: 'Samantha Lee' } });
  });

  it('clears the session and ends loading when the start-up refresh fails', async () => {
    const { client, store, storage } = setup(() => json(401, { detail: 'expired' }), {
      access: jwt(-60),
      refresh: 'r1',
    });
    await bootstrapAuth(client, store);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: null, accessToken: null });
    expect(storage.length).toBe(0);
  });

  it('falls back to the stored user when /auth/me fails', async () => {
    const { client, store } = setup(() => json(503, { detail: 'down' }), { access: jwt(900), refresh: 'r1' });
    await bootstrapAuth(client, store);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: { email: user.email } });
  });
});
