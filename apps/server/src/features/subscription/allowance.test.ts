import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowanceExhaustedMessage, type Allowance, type User } from '@practicum/contract';
import { auditLog, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';

let t: TestApp;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn('admin');
});
afterAll(async () => {
  await t.close();
});

async function signIn(userType: 'customer' | 'admin' | 'moderator' | 'super_admin' = 'customer') {
  const u = await createUser(t.database.db, { userType });
  return { id: u.user.id, token: (await login(t.app, u.email, u.password)).access_token };
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const newPatient = async () => (await createPatientRow(t.database.db)).id;
const startSession = async (token: string, patientId?: string) =>
  api('POST', '/voice/history/sessions', token, { patient_id: patientId ?? (await newPatient()) });

async function sessionsOf(userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row!.n;
}
async function messageCountOf(userId: string): Promise<number> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!.messageCount;
}

/** Buys a plan through the demo checkout, as the browser would: create, then submit the page's form. */
async function buyWithDemoCheckout(token: string, plan = 'monthly') {
  const created = await api('POST', '/subscription/create-checkout-session', token, {
    plan_type: plan,
    success_url: `/profile?success=true&plan=${plan}`,
    cancel_url: `/profile?cancelled=true&plan=${plan}`,
  });
  expect(created.statusCode, created.body).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: `${created.json().checkout_url}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'confirm=1',
  });
  expect(done.statusCode, done.body).toBe(303);
}

describe('the allowance at session start (POST /api/v1/voice/history/sessions)', () => {
  it('refuses the fourth session of a free student with a clear message and no session left behind', async () => {
    const student = await signIn();
    for (let i = 1; i <= 3; i += 1) expect((await startSession(student.token)).statusCode).toBe(201);

    const fourth = await startSession(student.token);
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toEqual({ detail: allowanceExhaustedMessage(3), code: 'allowance_exhausted' });
    expect(await sessionsOf(student.id)).toBe(3);
    expect(await messageCountOf(student.id)).toBe(3);

    const allowance = await api('GET', '/users/can-send-message', student.token);
    expect(allowance.json()).toMatchObject({
      can_send_message: false,
      message_count: 3,
      max_messages: 3,
      remaining: 0,
    });
  });

  it('lets an exhausted student return to a session already running, without spending anything', async () => {
    const student = await signIn();
    const patient = await newPatient();
    const first = await startSession(student.token, patient);
    await startSession(student.token);
    await startSession(student.token);
    const again = await startSession(student.token, patient);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await messageCountOf(student.id)).toBe(3);
  });

  it('allows the fourth session after the demo checkout to monthly, without counting it', async () => {
    const student = await signIn();
    for (let i = 1; i <= 3; i += 1) await startSession(student.token);
    expect((await startSession(student.token)).statusCode).toBe(402);

    await buyWithDemoCheckout(student.token, 'monthly');
    const fourth = await startSession(student.token);
    expect(fourth.statusCode, fourth.body).toBe(201);
    expect((await startSession(student.token)).statusCode).toBe(201);
    expect(await messageCountOf(student.id)).toBe(3);
    const allowance = (await api('GET', '/users/can-send-message', student.token)).json<Allowance>();
    expect(allowance).toMatchObject({
      can_send_message: true,
      unlimited: true,
      remaining: null,
      plan: 'monthly',
    });
  });

  it('never lets concurrent starts exceed the allowance', async () => {
    const student = await signIn();
    const patients = await Promise.all(Array.from({ length: 8 }, () => newPatient()));
    const results = await Promise.all(patients.map((p) => startSession(student.token, p)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 402, 402, 402, 402, 402]);
    expect(await sessionsOf(student.id)).toBe(3);
    expect(await messageCountOf(student.id)).toBe(3);
  });

  it('applies to moderators (students by role) too', async () => {
    const moderator = await signIn('moderator');
    for (let i = 1; i <= 3; i += 1) await startSession(moderator.token);
    expect((await startSession(moderator.token)).statusCode).toBe(402);
  });
});

describe('GET /api/v1/users/can-send-message', () => {
  it('reports a new student at 0 of 3', async () => {
    const student = await signIn();
    const res = await api('GET', '/users/can-send-message', student.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      can_send_message: true,
      message_count: 0,
      max_messages: 3,
      remaining: 3,
      unlimited: false,
      plan: 'free',
    });
  });

  it('reports admins as unlimited', async () => {
    const res = await api('GET', '/users/can-send-message', admin.token);
    expect(res.json()).toMatchObject({ can_send_message: true, unlimited: true, remaining: null });
  });
});

describe('POST /api/v1/users/increment-message-count and its aliases', () => {
  it('spend one message each, then answer 402', async () => {
    const student = await signIn();
    const spent = [];
    for (const url of [
      '/users/increment-message-count',
      '/subscription/use-message',
      '/subscribe/use-credit',
    ]) {
      const res = await api('POST', url, student.token);
      expect(res.statusCode, res.body).toBe(200);
      spent.push(res.json<Allowance>().message_count);
    }
    expect(spent).toEqual([1, 2, 3]);
    const refused = await api('POST', '/users/increment-message-count', student.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('allowance_exhausted');
    expect(await messageCountOf(student.id)).toBe(3);
  });

  it('costs nothing for an admin', async () => {
    const before = await messageCountOf(admin.id);
    const res = await api('POST', '/subscription/use-message', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unlimited: true, can_send_message: true });
    expect(await messageCountOf(admin.id)).toBe(before);
  });
});

describe('PUT /api/v1/users/admin/users/{id}/allowance', () => {
  it('raises a student allowance, resets the count, and is audited', async () => {
    const student = await signIn();
    for (let i = 1; i <= 3; i += 1) await startSession(student.token);
    const res = await api('PUT', `/users/admin/users/${student.id}/allowance`, admin.token, {
      max_messages: 5,
      reset_message_count: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ id: student.id, max_messages: 5, message_count: 0 });
    for (let i = 1; i <= 5; i += 1) expect((await startSession(student.token)).statusCode).toBe(201);
    const refused = await startSession(student.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe(allowanceExhaustedMessage(5));

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.allowance'), eq(auditLog.targetUserId, student.id)));
    expect(entry).toMatchObject({
      actorId: admin.id,
      oldValue: { max_messages: 3, message_count: 3 },
      newValue: { max_messages: 5, message_count: 0 },
    });
  });

  it('-1 makes a free student unlimited (counted, never refused)', async () => {
    const student = await signIn();
    await api('PUT', `/users/admin/users/${student.id}/allowance`, admin.token, { max_messages: -1 });
    for (let i = 1; i <= 4; i += 1) expect((await startSession(student.token)).statusCode).toBe(201);
    expect(await messageCountOf(student.id)).toBe(4);
    expect((await api('GET', '/users/can-send-message', student.token)).json()).toMatchObject({
      can_send_message: true,
      remaining: null,
      unlimited: false,
    });
  });

  it('validates the body and answers 404 for an unknown user', async () => {
    const student = await signIn();
    for (const body of [{}, { max_messages: -2 }, { max_messages: 2.5 }, { max_messages: '3' }]) {
      const res = await api('PUT', `/users/admin/users/${student.id}/allowance`, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const missing = await api(
      'PUT',
      '/users/admin/users/00000000-0000-4000-8000-000000000000/allowance',
      admin.token,
      {
        max_messages: 3,
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a plain admin changing a super admin's allowance (403, audited); a super admin may", async () => {
    const boss = await signIn('super_admin');
    const [was] = await t.database.db.select().from(users).where(eq(users.id, boss.id));
    const res = await api('PUT', `/users/admin/users/${boss.id}/allowance`, admin.token, { max_messages: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'super_admin_required' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, boss.id));
    expect(row!.maxMessages).toBe(was!.maxMessages);
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, boss.id), eq(auditLog.action, 'user.allowance.refused')));
    expect(refusals).toHaveLength(1);

    const other = await signIn('super_admin');
    const ok = await api('PUT', `/users/admin/users/${admin.id}/allowance`, other.token, {
      max_messages: 50,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const student = await signIn();
    const res = await api('PUT', `/users/admin/users/${student.id}/allowance`, student.token, {
      max_messages: 99,
    });
    expect(res.statusCode).toBe(403);
  });
});
