import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentSubscription, PlansResponse } from '@practicum/contract';
import { auditLog, checkoutSessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

/**
 * Stripe is never contacted: the client is pointed at this local fake of the three Stripe API calls
 * we make (create and retrieve a Checkout Session, update a Subscription), and webhook payloads are
 * signed here with a test secret.
 */
interface FakeCall {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}
const calls: FakeCall[] = [];
let failNext = false;
let sessionsCreated = 0;
const CANCEL_AT = 1_900_000_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
  });
}

const fake: Server = createServer(async (req, res) => {
  const body = await readBody(req);
  const path = (req.url ?? '').split('?')[0]!;
  calls.push({
    method: req.method ?? '',
    path,
    auth: req.headers.authorization,
    form: new URLSearchParams(body),
  });
  const send = (status: number, json: object) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    res.end(JSON.stringify(json));
  };
  if (failNext) {
    failNext = false;
    return send(400, { error: { type: 'invalid_request_error', message: 'No such price: price_gone' } });
  }
  if (req.method === 'POST' && path === '/v1/checkout/sessions') {
    const n = (sessionsCreated += 1);
    return send(200, {
      id: `cs_test_${n}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/cs_test_${n}`,
    });
  }
  const retrieve = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(path);
  if (req.method === 'GET' && retrieve) {
    return send(200, { id: retrieve[1], object: 'checkout.session', subscription: 'sub_test_1' });
  }
  if (req.method === 'POST' && path === '/v1/subscriptions/sub_test_1') {
    return send(200, {
      id: 'sub_test_1',
      object: 'subscription',
      cancel_at_period_end: true,
      cancel_at: CANCEL_AT,
    });
  }
  return send(404, {
    error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
  });
});

const WEBHOOK_SECRET = 'whsec_test_secret_for_practicum';
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await buildTestApp({
    config: {
      STRIPE_SECRET_KEY: 'sk_test_practicum_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_LIFETIME: 'price_lifetime',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://practicum.example.edu',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  calls.length = 0;
});

async function signIn() {
  const u = await createUser(t.database.db);
  return { id: u.user.id, email: u.email, token: (await login(t.app, u.email, u.password)).access_token };
}

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const startCheckout = (token: string, plan = 'monthly', successUrl = `/profile?success=true&plan=${plan}`) =>
  api('POST', '/subscription/create-checkout-session', token, {
    plan_type: plan,
    success_url: successUrl,
    cancel_url: `/profile?cancelled=true&plan=${plan}`,
  });

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const event = (type: string, object: object) => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

const planOf = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

/** A student who went through Stripe Checkout for monthly, up to the point of paying. */
async function pendingMonthly() {
  const student = await signIn();
  const res = await startCheckout(student.token);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, res.json().session_id));
  return { student, checkout: row! };
}

const completed = (checkout: { id: string; providerSessionId: string | null; userId: string }) =>
  event('checkout.session.completed', {
    id: checkout.providerSessionId,
    object: 'checkout.session',
    payment_status: 'paid',
    client_reference_id: checkout.id,
    metadata: { checkout_id: checkout.id, user_id: checkout.userId, plan: 'monthly' },
  });

describe('plans with Stripe configured', () => {
  it('offers only the plans that have a Stripe price', async () => {
    const body = (await t.app.inject({ url: '/api/v1/subscribe/plans' })).json<PlansResponse>();
    expect(body.checkout_mode).toBe('stripe');
    expect(Object.fromEntries(body.plans.map((p) => [p.id, p.purchasable]))).toEqual({
      free: false,
      monthly: true,
      lifetime: true,
      professional: false,
    });
  });
});

describe('POST /api/v1/subscription/create-checkout-session with Stripe', () => {
  it('creates a Stripe Checkout Session for the plan and returns its address', async () => {
    const student = await signIn();
    const res = await startCheckout(student.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('stripe');
    expect(body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      auth: 'Bearer sk_test_practicum_fake',
    });
    const form = Object.fromEntries(call!.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly',
      'line_items[0][quantity]': '1',
      success_url: 'https://practicum.example.edu/profile?success=true&plan=monthly',
      cancel_url: 'https://practicum.example.edu/profile?cancelled=true&plan=monthly',
      client_reference_id: body.session_id,
      customer_email: student.email,
      'metadata[user_id]': student.id,
      'metadata[plan]': 'monthly',
      'subscription_data[metadata][user_id]': student.id,
    });
    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, body.session_id));
    expect(row).toMatchObject({
      provider: 'stripe',
      status: 'open',
      providerSessionId: body.checkout_url.split('/').at(-1),
    });
  });

  it('buys lifetime as a one-time payment', async () => {
    const student = await signIn();
    expect((await startCheckout(student.token, 'lifetime')).statusCode).toBe(200);
    expect(Object.fromEntries(calls[0]!.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_lifetime',
    });
    expect(calls[0]!.form.has('subscription_data[metadata][user_id]')).toBe(false);
  });

  it('refuses a plan without a price and a return address off PUBLIC_URL, without calling Stripe', async () => {
    const student = await signIn();
    const professional = await startCheckout(student.token, 'professional');
    expect(professional.statusCode).toBe(409);
    expect(professional.json().code).toBe('plan_unavailable');
    const offsite = await startCheckout(student.token, 'monthly', 'http://localhost/profile');
    expect(offsite.statusCode).toBe(422);
    expect(calls).toHaveLength(0);
  });

  it('answers 502 when Stripe refuses, and closes the checkout', async () => {
    const student = await signIn();
    failNext = true;
    const res = await startCheckout(student.token);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      detail: 'The payment provider could not be reached. Please try again.',
      code: 'payment_provider_error',
    });
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, student.id));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('the demo checkout is off', async () => {
    const { checkout } = await pendingMonthly();
    const page = await t.app.inject({ url: `/api/v1/subscription/demo-checkout/${checkout.id}` });
    expect(page.statusCode).toBe(404);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subscription/demo-checkout/${checkout.id}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=1',
    });
    expect(complete.statusCode).toBe(404);
    expect((await planOf(checkout.userId)).subscriptionPlan).toBe('free');
  });
});

describe('POST /api/v1/subscription/webhook', () => {
  it('rejects a bad signature, a missing one and an unsigned body, changing nothing', async () => {
    const { checkout } = await pendingMonthly();
    const wrong = await webhook(completed(checkout), 'whsec_someone_else');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'The Stripe signature is missing or invalid',
      code: 'invalid_signature',
    });

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed(checkout)),
    });
    expect(unsigned.statusCode).toBe(400);

    // A valid signature over different bytes: the body was tampered with.
    const payload = JSON.stringify(completed(checkout));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);

    expect((await planOf(checkout.userId)).subscriptionPlan).toBe('free');
    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id));
    expect(row!.status).toBe('open');
  });

  it('activates the plan on a correctly signed checkout.session.completed, once', async () => {
    const { student, checkout } = await pendingMonthly();
    const res = await webhook(completed(checkout));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const user = await planOf(student.id);
    expect(user).toMatchObject({
      subscriptionPlan: 'monthly',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: null,
    });
    const now = (await api('GET', '/subscription/current', student.token)).json<CurrentSubscription>();
    expect(now).toMatchObject({
      plan: 'monthly',
      is_paid: true,
      checkout_mode: 'stripe',
      allowance: { unlimited: true },
    });

    // Stripe may deliver the same event again.
    expect((await webhook(completed(checkout))).statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.plan_change'), eq(auditLog.targetUserId, student.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: null,
      reason: 'stripe_checkout',
      newValue: { plan: 'monthly' },
    });
  });

  it('waits for a delayed payment, then activates on async_payment_succeeded', async () => {
    const { student, checkout } = await pendingMonthly();
    const unpaid = {
      ...completed(checkout),
      data: { object: { ...completed(checkout).data.object, payment_status: 'unpaid' } },
    };
    expect((await webhook(unpaid)).statusCode).toBe(200);
    expect((await planOf(student.id)).subscriptionPlan).toBe('free');
    expect(
      (await webhook({ ...completed(checkout), type: 'checkout.session.async_payment_succeeded' }))
        .statusCode,
    ).toBe(200);
    expect((await planOf(student.id)).subscriptionPlan).toBe('monthly');
  });

  it('follows the subscription: cancelled at period end, then deleted', async () => {
    const { student, checkout } = await pendingMonthly();
    await webhook(completed(checkout));
    const sub = {
      id: 'sub_test_1',
      object: 'subscription',
      status: 'active',
      metadata: { user_id: student.id, plan: 'monthly' },
    };

    await webhook(
      event('customer.subscription.updated', { ...sub, cancel_at_period_end: true, cancel_at: CANCEL_AT }),
    );
    expect(await planOf(student.id)).toMatchObject({
      subscriptionPlan: 'monthly',
      subscriptionStatus: 'cancelled',
      subscriptionExpiresAt: new Date(CANCEL_AT * 1000),
    });

    await webhook(
      event('customer.subscription.deleted', { ...sub, status: 'canceled', cancel_at: CANCEL_AT }),
    );
    expect(await planOf(student.id)).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'expired',
    });
  });

  it('ignores events it does not handle', async () => {
    expect((await webhook(event('invoice.created', { id: 'in_1', object: 'invoice' }))).statusCode).toBe(200);
  });

  it('leaves JSON parsing of every other route alone', async () => {
    const student = await signIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/voice/settings/display',
      headers: { ...bearer(student.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ theme: 'dark' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().display.theme).toBe('dark');
  });
});

describe('POST /api/v1/subscription/cancel-subscription with Stripe', () => {
  it('cancels the Stripe subscription at period end and keeps the plan until then', async () => {
    const { student, checkout } = await pendingMonthly();
    await webhook(completed(checkout));
    calls.length = 0;
    const res = await api('POST', '/subscription/cancel-subscription', student.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /v1/checkout/sessions/${checkout.providerSessionId}`,
      'POST /v1/subscriptions/sub_test_1',
    ]);
    expect(calls[1]!.form.get('cancel_at_period_end')).toBe('true');
    expect(res.json()).toMatchObject({
      plan: 'monthly',
      status: 'cancelled',
      expires_at: new Date(CANCEL_AT * 1000).toISOString(),
      is_paid: true,
    });
  });
});
