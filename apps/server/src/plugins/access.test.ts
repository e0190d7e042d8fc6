import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@practicum/contract';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { buildTestApp, testConfig, type TestApp } from '../../test/support/build-test-app';
import { startSession } from '../features/sessions/lifecycle';
import { bearer, createPatientRow, createUser, login } from '../../test/support/factories';
import { ACCESS_LEVELS, ownerScope, type Access } from './access';

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
  'GET /api/v1/users/users': 'admin',
  'POST /api/v1/users/admin/create-user': 'admin',
  'PUT /api/v1/users/admin/users/:id/role': 'admin',
  'PUT /api/v1/users/admin/users/:id/status': 'admin',
  'PUT /api/v1/users/admin/users/:id/account-status': 'admin',
  'GET /api/v1/users/admin/users/:id': 'admin',
  'POST /api/v1/users/admin/users/:id/reset-password': 'admin',
  'GET /api/v1/users/admin/users/:id/sign-in': 'admin',
  'POST /api/v1/users/admin/users/:id/unlock': 'admin',
  'POST /api/v1/users/admin/users/:id/end-sessions': 'admin',
  'GET /api/v1/users/admin/pending-requests': 'admin',
  'GET /api/v1/users/admin/status-statistics': 'admin',
  'PUT /api/v1/users/me': 'authenticated',
  'PUT /api/v1/users/update-password': 'authenticated',
  'POST /api/v1/users/toggle-anonymous': 'authenticated',
  // Patients
  'GET /api/v1/voice/patients/': 'authenticated',
  'GET /api/v1/voice/patients/summary': 'admin',
  'POST /api/v1/voice/patients/initialize': 'authenticated',
  'GET /api/v1/voice/patients/:id': 'authenticated',
  'POST /api/v1/voice/patients': 'admin',
  'PUT /api/v1/voice/patients/:id': 'admin',
  'POST /api/v1/voice/patients/:id/archive': 'admin',
  'DELETE /api/v1/voice/patients/:id': 'admin',
  'POST /api/v1/voice/patients/:id/preview': 'admin',
  'GET /api/v1/voice/patients/:id/voice-preview': 'authenticated',
  // Sessions and history
  'POST /api/v1/voice/history/sessions': 'student',
  'GET /api/v1/voice/history/sessions': 'owner_or_admin',
  'GET /api/v1/voice/history/sessions/:id': 'owner_or_admin',
  'PUT /api/v1/voice/history/sessions/:id': 'student',
  'DELETE /api/v1/voice/history/sessions/:id': 'owner_or_admin',
  'POST /api/v1/voice/history/sessions/:id/messages': 'student',
  'POST /api/v1/voice/history/sessions/:id/end': 'student',
  'GET /api/v1/voice/history/sessions/:id/recording': 'owner_or_admin',
  'GET /api/v1/voice/history/stats': 'student',
  'GET /api/v1/voice/history/recordings': 'student',
  'GET /api/v1/voice/active-sessions': 'owner_or_admin',
  // Dashboards
  'GET /api/v1/voice/dashboard/student': 'student',
  'GET /api/v1/voice/dashboard/admin': 'admin',
  'GET /api/v1/voice/dashboard/admin/analytics': 'admin',
  'GET /api/v1/voice/dashboard/admin/students/:id/sessions': 'admin',
  'GET /api/v1/voice/dashboard/admin/sessions': 'admin',
  'GET /api/v1/admin/analytics': 'admin',
  // Skill progress
  'GET /api/v1/users/me/progress': 'student',
  'GET /api/v1/admin/users/:id/progress': 'admin',
  // Supervisor review
  'GET /api/v1/admin/reviews': 'admin',
  'POST /api/v1/admin/reviews/:sessionId': 'admin',
  // Modules, cohorts and assignments
  'GET /api/v1/modules/progress': 'student',
  'GET /api/v1/assignments/mine': 'student',
  'GET /api/v1/admin/assignments': 'admin',
  'POST /api/v1/admin/assignments': 'admin',
  'DELETE /api/v1/admin/assignments/:id': 'admin',
  'GET /api/v1/admin/cohorts': 'admin',
  'POST /api/v1/admin/cohorts': 'admin',
  'PUT /api/v1/admin/cohorts/:id': 'admin',
  'DELETE /api/v1/admin/cohorts/:id': 'admin',
  // Insights
  'POST /api/v1/voice/insights/generate/:sessionId': 'owner_or_admin',
  'GET /api/v1/voice/insights/:sessionId': 'owner_or_admin',
  'GET /api/v1/voice/analytics/:id': 'owner_or_admin',
  'POST /api/v1/voice/test-insights': 'admin',
  // Live voice
  'POST /api/v1/voice/realtime/ticket': 'student',
  'POST /api/v1/voice/test-connection': 'admin',
  'GET /api/v1/voice/provider': 'admin',
  'GET /api/v1/voice/realtime/:patientId': 'student',
  // Settings
  'GET /api/v1/voice/settings/': 'authenticated',
  'PUT /api/v1/voice/settings/': 'authenticated',
  'DELETE /api/v1/voice/settings/': 'authenticated',
  'PUT /api/v1/voice/settings/notifications': 'authenticated',
  'PUT /api/v1/voice/settings/audio': 'authenticated',
  'PUT /api/v1/voice/settings/display': 'authenticated',
  'PUT /api/v1/voice/settings/privacy': 'authenticated',
  // Where students' voices are transcribed: everyone reads it, only admins change it
  'GET /api/v1/voice/speech-recognition': 'authenticated',
  'PUT /api/v1/voice/speech-recognition': 'admin',
  // Data retention: the institution's rules (admins), each user's usage, copy and erasure of their data
  'GET /api/v1/voice/data/settings': 'admin',
  'PUT /api/v1/voice/data/settings': 'admin',
  'GET /api/v1/voice/data/usage': 'authenticated',
  'GET /api/v1/voice/data/export': 'authenticated',
  'POST /api/v1/voice/data/erase': 'student',
  'GET /api/v1/users/admin/users/:id/export': 'admin',
  // Plans and the message allowance
  'GET /api/v1/subscribe/plans': 'public',
  'GET /api/v1/subscription/current': 'authenticated',
  'POST /api/v1/subscription/create-checkout-session': 'student',
  'POST /api/v1/subscription/cancel-subscription': 'student',
  'POST /api/v1/subscription/use-message': 'authenticated',
  'POST /api/v1/subscribe/use-credit': 'authenticated',
  'POST /api/v1/subscription/webhook': 'public',
  'GET /api/v1/subscription/demo-checkout/:id': 'public',
  'POST /api/v1/subscription/demo-checkout/:id/complete': 'public',
  'POST /api/v1/subscription/demo-checkout/:id/cancel': 'public',
  'GET /api/v1/users/can-send-message': 'authenticated',
  'POST /api/v1/users/increment-message-count': 'authenticated',
  'PUT /api/v1/users/admin/users/:id/allowance': 'admin',
  'GET /api/v1/public/stats': 'public',
  'GET /api/v1/public/settings': 'public',
  // Notifications (each user's own)
  'GET /api/v1/notifications': 'authenticated',
  'GET /api/v1/notifications/unread-count': 'authenticated',
  'GET /api/v1/notifications/channels': 'authenticated',
  'POST /api/v1/notifications/:id/read': 'authenticated',
  'POST /api/v1/notifications/read-all': 'authenticated',
};

/** Routes that take their credential as ?token= (the realtime socket) instead of a header. */
const TOKEN_IN_QUERY = new Set(['GET /api/v1/voice/realtime/:patientId']);

type Caller = 'anonymous' | UserType;
const CALLERS: Caller[] = ['anonymous', 'customer', 'moderator', 'admin', 'super_admin'];

function allowed(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  // Every signed-in caller passes an owner_or_admin route; what they reach is scoped (tested below).
  if (access === 'authenticated' || access === 'owner_or_admin') return true;
  const isAdmin = caller === 'admin' || caller === 'super_admin';
  return access === 'admin' ? isAdmin : !isAdmin;
}

let t: TestApp;
const tokens = new Map<Caller, string | null>();
/** The user behind each caller's token (other tests create more users of the same types). */
const callerIds = new Map<UserType, string>();

beforeAll(async () => {
  t = await buildTestApp();
  tokens.set('anonymous', null);
  for (const userType of CALLERS.filter((c): c is UserType => c !== 'anonymous')) {
    const { email, password, user } = await createUser(t.database.db, { userType });
    tokens.set(userType, (await login(t.app, email, password)).access_token);
    callerIds.set(userType, user.id);
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
    const token = tokens.get(caller);
    const inQuery = TOKEN_IN_QUERY.has(route);
    const url =
      path.replace(/:[a-zA-Z_]+/g, '00000000-0000-4000-8000-000000000000') +
      (inQuery && token ? `?token=${token}` : '');
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: token && !inQuery ? bearer(token) : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    if (allowed(access, caller)) {
      expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode, res.body).toBe(caller === 'anonymous' ? 401 : 403);
    }
  });
});

/**
 * An owner_or_admin route lets every signed-in caller in and scopes what they reach: the customer
 * owns the session, the moderator is another student (404, as if it did not exist), admins reach it.
 */
describe('owner_or_admin: owners and admins reach a session, other callers get 404', () => {
  const ownerRoutes = Object.entries(EXPECTED)
    .filter(([, access]) => access === 'owner_or_admin')
    .map(([route]) => route);
  const cases = ownerRoutes.flatMap((route) =>
    (['customer', 'moderator', 'admin', 'super_admin'] as const).map((caller) => ({
      route,
      caller,
      reaches: caller !== 'moderator',
    })),
  );

  it('covers the session, insights and analytics routes', () => {
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)('$route as $caller (reaches: $reaches)', async ({ route, caller, reaches }) => {
    const patient = await createPatientRow(t.database.db);
    const session = await startSession(t.database.db, {
      userId: callerIds.get('customer')!,
      patientId: patient.id,
      patientName: patient.name,
      audioEnabled: true,
      voiceType: 'female',
      voiceSpeed: 1,
    });
    const [method, path] = route.split(' ') as [string, string];
    const res = await t.app.inject({
      method: method as 'GET',
      url: path.replace(/:[a-zA-Z_]+/g, session.id),
      headers: bearer(tokens.get(caller)!),
    });
    if (path.includes(':')) {
      // Outside the scope the session does not exist; inside it the route may still answer 404
      // for something else (no recording yet, no insights yet), never for the session itself.
      if (reaches) expect(res.json().code, res.body).not.toBe('session_not_found');
      else {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('session_not_found');
      }
    } else {
      expect(res.statusCode, res.body).toBe(200);
      const listed = res.json<{ sessions: { id: string }[] }>().sessions.map((x) => x.id);
      expect(listed.includes(session.id)).toBe(reaches);
    }
  });

  it('refuses the owner scope to a route that did not declare owner_or_admin', async () => {
    const app = await buildApp(testConfig({ LOG_LEVEL: 'silent' }), { database: t.database });
    app.get('/api/v1/scoped-without-rule', { config: { access: 'authenticated' } }, async (request) => ({
      owner: ownerScope(request),
    }));
    await app.ready();
    try {
      // This app signs its own tokens, so the caller logs in to it.
      const { email, password } = await createUser(t.database.db, { userType: 'customer' });
      const token = (await login(app, email, password)).access_token;
      const res = await app.inject({ url: '/api/v1/scoped-without-rule', headers: bearer(token) });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal server error', code: 'access_undeclared' });
    } finally {
      await app.close();
    }
  });
});

/**
 * Escalation rules (ADR 009): administrator accounts, and promotion to or demotion
 * from one, belong to super admins; nobody changes their own account through the admin endpoints.
 */
describe('escalation rules of the admin user endpoints', () => {
  const TYPES: UserType[] = ['customer', 'moderator', 'admin', 'super_admin'];
  const isAdminType = (type: UserType) => type === 'admin' || type === 'super_admin';
  const ACTORS = ['admin', 'super_admin'] as const;

  const send = (actor: Caller, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens.get(actor)!), payload });

  const create = ACTORS.flatMap((actor) =>
    TYPES.map((type) => ({ actor, type, status: isAdminType(type) && actor !== 'super_admin' ? 403 : 201 })),
  );
  it.each(create)('$actor creating a $type gets $status', async ({ actor, type, status }) => {
    const email = `created-${actor}-${type}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const res = await send(actor, 'POST', `/users/admin/create-user?user_type=${type}`, {
      first_name: 'New',
      last_name: 'Person',
      email,
      password: 'created-pass-1',
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 201) expect(res.json()).toMatchObject({ user_type: type, account_status: 'activated' });
    else expect(res.json().code).toBe('super_admin_required');
  });

  const roles = ACTORS.flatMap((actor) =>
    TYPES.flatMap((from) =>
      TYPES.filter((to) => to !== from).map((to) => ({
        actor,
        from,
        to,
        status: (isAdminType(from) || isAdminType(to)) && actor !== 'super_admin' ? 403 : 200,
      })),
    ),
  );
  it.each(roles)('$actor changing a $from to $to gets $status', async ({ actor, from, to, status }) => {
    const { user } = await createUser(t.database.db, { userType: from });
    const res = await send(actor, 'PUT', `/users/admin/users/${user.id}/role`, { new_role: to });
    expect(res.statusCode, res.body).toBe(status);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.userType).toBe(status === 200 ? to : from);
  });

  const targets = ACTORS.flatMap((actor) =>
    TYPES.map((type) => ({ actor, type, allowed: !isAdminType(type) || actor === 'super_admin' })),
  );
  it.each(targets)(
    '$actor deactivating, changing the status of and resetting the password of a $type (allowed: $allowed)',
    async ({ actor, type, allowed }) => {
      const { user } = await createUser(t.database.db, { userType: type });
      const calls = [
        send(actor, 'PUT', `/users/admin/users/${user.id}/status`, { is_active: false }),
        send(actor, 'PUT', `/users/admin/users/${user.id}/account-status`, { new_status: 'rejected' }),
        send(actor, 'POST', `/users/admin/users/${user.id}/reset-password`, {
          new_password: 'reset-pass-1',
          confirm_password: 'reset-pass-1',
        }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(allowed ? 200 : 403);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.accountStatus).toBe(allowed ? 'rejected' : 'activated');
      expect(row!.isActive).toBe(!allowed);
    },
  );

  it.each(ACTORS)('a %s cannot change their own role, status or password here', async (actor) => {
    const id = callerIds.get(actor)!;
    const [me] = await t.database.db.select().from(users).where(eq(users.id, id));
    const calls = [
      send(actor, 'PUT', `/users/admin/users/${id}/role`, {
        new_role: actor === 'admin' ? 'customer' : 'admin',
      }),
      send(actor, 'PUT', `/users/admin/users/${id}/status`, { is_active: false }),
      send(actor, 'PUT', `/users/admin/users/${id}/account-status`, { new_status: 'deactivated' }),
      send(actor, 'POST', `/users/admin/users/${id}/reset-password`, {
        new_password: 'self-reset-1',
        confirm_password: 'self-reset-1',
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('own_account');
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({ userType: actor, accountStatus: 'activated', isActive: true });
    expect(after!.passwordHash).toBe(me!.passwordHash);
  });
});
