import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentSubscription, PlansResponse } from '@practicum/contract';
import { auditLog, checkoutSessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signIn(userType: 'customer' | 'admin' = 'customer') {
  const u = await createUser(t.database.db, { userType });
  return { id: u.user.id, email: u.email, token: (await login(t.app, u.email, u.password)).access_token };
}

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const form = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'confirm=1',
  });

const returnUrls = (plan: string) => ({
  success_url: `/profile?success=true&plan=${plan}`,
  cancel_url: `/profile?cancelled=true&plan=${plan}`,
});

async function checkout(token: string, plan = 'monthly') {
  const res = await api('POST', '/subscription/create-checkout-session', token, {
    plan_type: plan,
    ...returnUrls(plan),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ checkout_url: string; session_id: string; provider: string }>();
}

const current = async (token: string) =>
  (await api('GET', '/subscription/current', token)).json<CurrentSubscription>();

const planAudits = (userId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'subscription.plan_change'), eq(auditLog.targetUserId, userId)));

describe('GET /api/v1/subscribe/plans', () => {
  it('lists free, monthly, lifetime and professional, all paid ones buyable through the demo checkout', async () => {
    const res = await t.app.inject({ url: '/api/v1/subscribe/plans' });
    expect(res.statusCode).toBe(200);
    const body = res.json<PlansResponse>();
    expect(body.checkout_mode).toBe('demo');
    expect(body.plans.map((p) => [p.id, p.purchasable])).toEqual([
      ['free', false],
      ['monthly', true],
      ['lifetime', true],
      ['professional', true],
    ]);
    expect(body.plans[0]).toMatchObject({ price_cents: 0, session_allowance: 3, interval: null });
    expect(body.plans[1]).toMatchObject({ interval: 'month', session_allowance: null });
  });
});

describe('GET /api/v1/subscription/current', () => {
  it('shows a new student on the free plan with 3 sessions left', async () => {
    const { token } = await signIn();
    expect(await current(token)).toEqual({
      plan: 'free',
      status: 'none',
      expires_at: null,
      is_paid: false,
      cancellable: false,
      checkout_mode: 'demo',
      allowance: {
        can_send_message: true,
        message_count: 0,
        max_messages: 3,
        remaining: 3,
        unlimited: false,
        plan: 'free',
      },
    });
  });

  it('turns a lapsed paid plan back into free, and audits it', async () => {
    const student = await signIn();
    await t.database.db
      .update(users)
      .set({
        subscriptionPlan: 'monthly',
        subscriptionStatus: 'cancelled',
        subscriptionExpiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(users.id, student.id));
    expect(await current(student.token)).toMatchObject({ plan: 'free', status: 'expired', is_paid: false });
    const [entry] = await planAudits(student.id);
    expect(entry).toMatchObject({
      reason: 'expired',
      oldValue: { plan: 'monthly' },
      newValue: { plan: 'free' },
    });
  });
});

describe('POST /api/v1/subscription/create-checkout-session (demo checkout)', () => {
  it('validates the plan and the return addresses', async () => {
    const { token } = await signIn();
    const post = (body: object) => api('POST', '/subscription/create-checkout-session', token, body);
    const free = await post({ plan_type: 'free', ...returnUrls('free') });
    expect(free.statusCode).toBe(422);
    expect(free.json().detail[0]).toMatchObject({
      loc: ['body', 'plan_type'],
      msg: 'Choose a paid plan: monthly, lifetime or professional',
    });
    const missing = await post({ plan_type: 'monthly' });
    expect(missing.statusCode).toBe(422);
    for (const url of ['https://evil.example/profile', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await post({ plan_type: 'monthly', success_url: url, cancel_url: '/profile' });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toEqual({
        detail: 'success_url must be an address on this site',
        code: 'invalid_return_url',
      });
    }
    const sameSite = await post({
      plan_type: 'monthly',
      success_url: 'http://localhost:80/profile?success=true',
      cancel_url: '/profile',
    });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
  });

  it('is for students; an admin is unlimited already', async () => {
    const { token } = await signIn('admin');
    const res = await api('POST', '/subscription/create-checkout-session', token, {
      plan_type: 'monthly',
      ...returnUrls('monthly'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('buys monthly: the page, the payment, the return to /profile, the audit', async () => {
    const student = await signIn();
    const created = await checkout(student.token, 'monthly');
    expect(created.provider).toBe('demo');
    expect(created.checkout_url).toBe(`/api/v1/subscription/demo-checkout/${created.session_id}`);

    const page = await t.app.inject({ url: created.checkout_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Monthly plan');
    expect(page.body).toContain('$19');
    expect(page.body).toContain(student.email);
    expect(page.body).not.toContain('<script');

    const done = await form(`${created.checkout_url}/complete`);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/profile?success=true&plan=monthly');

    const now = await current(student.token);
    expect(now).toMatchObject({ plan: 'monthly', status: 'active', is_paid: true, cancellable: true });
    const paidFor = new Date(now.expires_at!).getTime() - Date.now();
    expect(paidFor).toBeGreaterThan(29 * 86_400_000);
    expect(paidFor).toBeLessThanOrEqual(30 * 86_400_000);

    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, created.session_id));
    expect(row).toMatchObject({ status: 'completed', provider: 'demo', plan: 'monthly' });

    // Submitting the form again lands in the same place and changes nothing.
    const again = await form(`${created.checkout_url}/complete`);
    expect(again.statusCode).toBe(303);
    const audits = await planAudits(student.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: student.id,
      reason: 'demo_checkout',
      oldValue: { plan: 'free', status: 'none' },
      newValue: { plan: 'monthly', status: 'active' },
    });

    const repeat = await api('POST', '/subscription/create-checkout-session', student.token, {
      plan_type: 'monthly',
      ...returnUrls('monthly'),
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().code).toBe('already_subscribed');
  });

  it('cancelling returns to the cancel address and changes nothing; the checkout is then closed', async () => {
    const student = await signIn();
    const created = await checkout(student.token, 'lifetime');
    const cancelled = await form(`${created.checkout_url}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/profile?cancelled=true&plan=lifetime');
    expect((await current(student.token)).plan).toBe('free');
    expect((await form(`${created.checkout_url}/complete`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: created.checkout_url })).statusCode).toBe(404);
    expect(await planAudits(student.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or expired demo checkout', async () => {
    const student = await signIn();
    const created = await checkout(student.token, 'monthly');
    await t.database.db
      .update(checkoutSessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(checkoutSessions.id, created.session_id));
    expect((await t.app.inject({ url: created.checkout_url })).statusCode).toBe(404);
    expect((await form(`${created.checkout_url}/complete`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/subscription/demo-checkout/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await current(student.token)).plan).toBe('free');
  });

  it('buys lifetime with no end date', async () => {
    const student = await signIn();
    const created = await checkout(student.token, 'lifetime');
    await form(`${created.checkout_url}/complete`);
    expect(await current(student.token)).toMatchObject({
      plan: 'lifetime',
      expires_at: null,
      is_paid: true,
      cancellable: false,
    });
  });
});

describe('POST /api/v1/subscription/cancel-subscription', () => {
  it('keeps a cancelled monthly plan until the end of the paid period, and audits it', async () => {
    const student = await signIn();
    await form(`${(await checkout(student.token, 'monthly')).checkout_url}/complete`);
    const paidUntil = (await current(student.token)).expires_at;

    const res = await api('POST', '/subscription/cancel-subscription', student.token, {
      reason: 'exams are over',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      plan: 'monthly',
      status: 'cancelled',
      expires_at: paidUntil,
      is_paid: true,
      cancellable: false,
    });
    const audits = await planAudits(student.id);
    expect(audits.at(-1)).toMatchObject({
      reason: 'cancel: exams are over',
      newValue: { status: 'cancelled' },
    });

    const twice = await api('POST', '/subscription/cancel-subscription', student.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_cancelled');
  });

  it('has nothing to cancel on the free or the lifetime plan', async () => {
    const student = await signIn();
    const free = await api('POST', '/subscription/cancel-subscription', student.token);
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('no_subscription');
    await form(`${(await checkout(student.token, 'lifetime')).checkout_url}/complete`);
    const lifetime = await api('POST', '/subscription/cancel-subscription', student.token);
    expect(lifetime.json().code).toBe('not_recurring');
  });
});

describe('POST /api/v1/subscription/webhook without Stripe', () => {
  it('is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('webhooks_not_configured');
  });
});
