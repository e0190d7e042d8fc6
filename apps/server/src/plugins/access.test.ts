import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@practicum/contract';
import { buildApp } from '../app';
import { buildTestApp, testConfig, type TestApp } from '../test/build-test-app';
import { bearer, createUser, login } from '../test/factories';
import { ACCESS_LEVELS, type Access } from './access';

/**
 * Who may call each API route. Every new route must be added here, or the first test fails;
 * the matrix below then checks the declaration against every kind of caller.
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/v1/health': 'public',
  'POST /api/v1/auth/signup': 'public',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/refresh': 'public',
  'POST /api/v1/auth/logout': 'public',
  'GET /api/v1/auth/me': 'authenticated',
  'GET /api/v1/users/permissions': 'authenticated',
  'POST /api/v1/users/forgot-password': 'public',
};

type Caller = 'anonymous' | UserType;
const CALLERS: Caller[] = ['anonymous', 'customer', 'moderator', 'admin', 'super_admin'];

function allowed(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'authenticated') return true;
  const isAdmin = caller === 'admin' || caller === 'super_admin';
  return access === 'admin' ? isAdmin : !isAdmin;
}

let t: TestApp;
const tokens = new Map<Caller, string | null>();

beforeAll(async () => {
  t = await buildTestApp();
  tokens.set('anonymous', null);
  for (const userType of CALLERS.filter((c): c is UserType => c !== 'anonymous')) {
    const { email, password } = await createUser(t.database.db, { userType });
    tokens.set(userType, (await login(t.app, email, password)).access_token);
  }
});
afterAll(async () => {
  await t.close();
});

const apiRoutes = () =>
  t.app.routeRegistry.filter(
    (r) => r.url.startsWith('/api/v1') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );

describe('route access declarations', () => {
  it('declares access on every registered route', () => {
    expect(t.app.routeRegistry.length).toBeGreaterThan(10);
    const undeclared = t.app.routeRegistry.filter((r) => !ACCESS_LEVELS.includes(r.access as Access));
    expect(undeclared).toEqual([]);
  });

  it('matches the expected access table exactly', () => {
    const actual = Object.fromEntries(apiRoutes().map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(actual).toEqual(EXPECTED);
  });

  it('refuses to serve a route that declares nothing', async () => {
    const app = await buildApp(testConfig({ LOG_LEVEL: 'silent' }), { database: t.database });
    app.get('/api/v1/undeclared', async () => ({ ok: true }));
    await app.ready();
    try {
      expect(app.routeRegistry.find((r) => r.url === '/api/v1/undeclared')?.access).toBeUndefined();
      const res = await app.inject({ url: '/api/v1/undeclared' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal server error', code: 'access_undeclared' });
    } finally {
      await app.close();
    }
  });
});

describe('access matrix: every route x every caller', () => {
  const cases = Object.entries(EXPECTED).flatMap(([route, access]) =>
    CALLERS.map((caller) => ({ route, access, caller })),
  );

  it.each(cases)('$route as $caller ($access)', async ({ route, access, caller }) => {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(/:[a-zA-Z_]+/g, '00000000-0000-4000-8000-000000000000');
    const token = tokens.get(caller);
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: token ? bearer(token) : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    if (allowed(access, caller)) {
      expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode, res.body).toBe(caller === 'anonymous' ? 401 : 403);
    }
  });
});
