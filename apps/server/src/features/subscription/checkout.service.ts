import { and, desc, eq, gt, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type {
  CheckoutSessionResponse,
  CreateCheckoutBody,
  PaidPlan,
  SubscriptionPlan,
} from '@practicum/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { checkoutSessions, users, type UserRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { checkoutModeOf, isPurchasable, isRecurring, stripePriceFor } from './plans';
import { hasPaidPlan, paymentProviderError, planStateOf, type PlanChange } from './subscription.service';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** A demo checkout left open this long can no longer be completed. */
export const DEMO_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
/** What one demo "month" buys: the demo has no renewals, so a monthly plan is paid through this long. */
const DEMO_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

const invalidReturnUrl = (field: string) =>
  new AppError(422, 'invalid_return_url', `${field} must be an address on this site`);

/**
 * Checkout returns only to this site (no open redirect): a path such as "/profile?success=true",
 * or a full http(s) address whose origin is one of `origins`. Paths stay relative for the demo
 * checkout (the browser resolves them, which also works behind a dev proxy); Stripe needs absolute
 * addresses, so they are resolved against `base`.
 */
export function resolveReturnUrl(
  raw: string,
  field: string,
  origins: string[],
  base: string,
  absolute: boolean,
) {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    return absolute ? new URL(raw, base).toString() : raw;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidReturnUrl(field);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !origins.includes(url.origin)) {
    throw invalidReturnUrl(field);
  }
  return url.toString();
}

export interface CheckoutContext {
  db: Db;
  config: Config;
  stripe: Stripe | null;
  /** Origins a return address may point at: PUBLIC_URL, the request's Origin and its own address. */
  origins: string[];
  /** Absolute base for relative return paths. */
  base: string;
}

/** POST /subscription/create-checkout-session: Stripe Checkout with a key, the demo checkout without. */
export async function createCheckout(
  ctx: CheckoutContext,
  user: UserRow,
  body: CreateCheckoutBody,
): Promise<CheckoutSessionResponse> {
  const plan = body.plan_type;
  const provider = checkoutModeOf(ctx.config);
  if (!isPurchasable(ctx.config, plan)) {
    throw conflict(`The ${plan} plan is not available for purchase.`, 'plan_unavailable');
  }
  if (hasPaidPlan(user) && user.subscriptionPlan === plan) {
    throw conflict(`You already have the ${plan} plan.`, 'already_subscribed');
  }
  const absolute = provider === 'stripe';
  const successUrl = resolveReturnUrl(body.success_url, 'success_url', ctx.origins, ctx.base, absolute);
  const cancelUrl = resolveReturnUrl(body.cancel_url, 'cancel_url', ctx.origins, ctx.base, absolute);

  const [row] = await ctx.db
    .insert(checkoutSessions)
    .values({ userId: user.id, plan, provider, successUrl, cancelUrl })
    .returning();
  const id = row!.id;
  if (provider === 'demo') {
    return { checkout_url: `/api/v1/subscription/demo-checkout/${id}`, session_id: id, provider };
  }

  try {
    const session = await ctx.stripe!.checkout.sessions.create(
      stripeCheckoutParams(ctx.config, user, plan, id, successUrl, cancelUrl),
      { idempotencyKey: `checkout-${id}` },
    );
    await ctx.db
      .update(checkoutSessions)
      .set({ providerSessionId: session.id })
      .where(eq(checkoutSessions.id, id));
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { checkout_url: session.url, session_id: id, provider };
  } catch (err) {
    await ctx.db.update(checkoutSessions).set({ status: 'cancelled' }).where(eq(checkoutSessions.id, id));
    throw Object.assign(paymentProviderError(), { cause: err });
  }
}

function stripeCheckoutParams(
  config: Config,
  user: UserRow,
  plan: PaidPlan,
  checkoutId: string,
  successUrl: string,
  cancelUrl: string,
): Stripe.Checkout.SessionCreateParams {
  const metadata = { checkout_id: checkoutId, user_id: user.id, plan };
  const recurring = isRecurring(plan);
  return {
    mode: recurring ? 'subscription' : 'payment',
    line_items: [{ price: stripePriceFor(config, plan)!, quantity: 1 }],
    success_url: successUrl,
    cancel_url: cancelUrl,
    client_reference_id: checkoutId,
    customer_email: user.email,
    metadata,
    // The subscription carries who and what, so later subscription events find their user.
    ...(recurring ? { subscription_data: { metadata } } : {}),
  };
}

/** An open demo checkout that may still be completed; 404 otherwise (the id is the only key). */
export async function findDemoCheckout(db: Db, id: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, 'demo')))
    .limit(1);
  return row ?? null;
}

export const isOpen = (row: CheckoutRow, now = Date.now()) =>
  row.status === 'open' && (row.provider !== 'demo' || now - row.createdAt.getTime() < DEMO_CHECKOUT_TTL_MS);

export const checkoutNotFound = () => notFound('Checkout not found', 'checkout_not_found');

/** Paid-through date of a newly bought plan: none for lifetime or a live Stripe subscription. */
function expiryFor(plan: SubscriptionPlan, provider: string): Date | null {
  if (provider === 'demo' && isRecurring(plan)) return new Date(Date.now() + DEMO_PERIOD_MS);
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which checkout: a demo one by its id, or a Stripe one by Stripe's session id (or our id in client_reference_id). */
export type CheckoutMatch =
  { kind: 'demo'; id: string } | { kind: 'stripe'; sessionId: string; checkoutId?: string | null };

function matching(match: CheckoutMatch) {
  if (match.kind === 'demo') {
    return and(
      eq(checkoutSessions.id, match.id),
      eq(checkoutSessions.provider, 'demo'),
      gt(checkoutSessions.createdAt, new Date(Date.now() - DEMO_CHECKOUT_TTL_MS)),
    );
  }
  const bySession = eq(checkoutSessions.providerSessionId, match.sessionId);
  const byId =
    match.checkoutId && UUID.test(match.checkoutId) ? eq(checkoutSessions.id, match.checkoutId) : undefined;
  return and(eq(checkoutSessions.provider, 'stripe'), byId ? or(bySession, byId) : bySession);
}

/**
 * Completes an open checkout and activates its plan in one transaction. Completing twice (a webhook
 * delivered again, a double click) changes nothing the second time and returns null.
 */
export async function completeCheckout(
  db: Db,
  match: CheckoutMatch,
  reason: string,
): Promise<{ checkout: CheckoutRow; change: PlanChange } | null> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(checkoutSessions)
      .set({
        status: 'completed',
        completedAt: new Date(),
        ...(match.kind === 'stripe' ? { providerSessionId: match.sessionId } : {}),
      })
      .where(and(matching(match), eq(checkoutSessions.status, 'open')))
      .returning();
    if (!checkout) return null;
    const [before] = await tx.select().from(users).where(eq(users.id, checkout.userId)).for('update');
    const [after] = await tx
      .update(users)
      .set({
        subscriptionPlan: checkout.plan,
        subscriptionStatus: 'active',
        subscriptionExpiresAt: expiryFor(checkout.plan, checkout.provider),
        updatedAt: new Date(),
      })
      .where(eq(users.id, checkout.userId))
      .returning();
    return {
      checkout,
      change: { userId: checkout.userId, before: planStateOf(before!), after: planStateOf(after!), reason },
    };
  });
}

/** The buyer cancelled (demo page) or Stripe let the session expire: it can no longer complete. */
export async function closeCheckout(
  db: Db,
  match: CheckoutMatch,
  status: 'cancelled' | 'expired',
): Promise<CheckoutRow | null> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(matching(match), eq(checkoutSessions.status, 'open')))
    .returning();
  return row ?? null;
}

/** The most recent completed Stripe checkout of a plan, to find the subscription behind it. */
export async function latestStripeCheckout(db: Db, userId: string, plan: SubscriptionPlan) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.plan, plan),
        eq(checkoutSessions.provider, 'stripe'),
        eq(checkoutSessions.status, 'completed'),
      ),
    )
    .orderBy(desc(checkoutSessions.completedAt))
    .limit(1);
  return row ?? null;
}
