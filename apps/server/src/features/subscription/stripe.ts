import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@practicum/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { closeCheckout, completeCheckout, latestStripeCheckout } from './checkout.service';
import { setPlan, type PlanChange } from './subscription.service';

/** The Stripe client, or null when no key is set (the demo checkout is used then). */
export function createStripe(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Verifies the signature and parses the event; throws Stripe's SignatureVerificationError otherwise. */
export function verifyStripeEvent(rawBody: Buffer, signature: string | string[] | undefined, secret: string) {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
}

const planOf = (value: unknown): SubscriptionPlan | null =>
  typeof value === 'string' && (SUBSCRIPTION_PLANS as readonly string[]).includes(value)
    ? (value as SubscriptionPlan)
    : null;

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** The user a subscription event is about, if its metadata names them and they still have that plan. */
async function subscriber(db: Db, sub: Stripe.Subscription) {
  const userId = sub.metadata?.user_id;
  const plan = planOf(sub.metadata?.plan);
  if (!userId || !plan || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // A later purchase (say lifetime after monthly) is not undone by the old subscription's events.
  return user && user.subscriptionPlan === plan ? { user, plan } : null;
}

/**
 * Applies one verified Stripe event. Returns the plan change to audit, if any. Unknown event types
 * are acknowledged and ignored; every handler is idempotent because Stripe may deliver twice.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<PlanChange | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Delayed payment methods complete later, with async_payment_succeeded.
      if (session.payment_status === 'unpaid') return null;
      const match = {
        kind: 'stripe' as const,
        sessionId: session.id,
        checkoutId: session.client_reference_id,
      };
      return (await completeCheckout(db, match, 'stripe_checkout'))?.change ?? null;
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const match = {
        kind: 'stripe' as const,
        sessionId: session.id,
        checkoutId: session.client_reference_id,
      };
      await closeCheckout(db, match, 'expired');
      return null;
    }
    case 'customer.subscription.updated': {
      const found = await subscriber(db, event.data.object);
      if (!found) return null;
      const sub = event.data.object;
      if (sub.status === 'canceled' || sub.status === 'unpaid' || sub.status === 'incomplete_expired') {
        return setPlan(
          db,
          found.user.id,
          { plan: 'free', status: 'expired', expiresAt: null },
          `stripe_subscription_${sub.status}`,
        );
      }
      const ending = sub.cancel_at_period_end || sub.cancel_at !== null;
      const next = ending
        ? { plan: found.plan, status: 'cancelled' as const, expiresAt: seconds(sub.cancel_at) }
        : { plan: found.plan, status: 'active' as const, expiresAt: null };
      const same =
        found.user.subscriptionStatus === next.status &&
        (found.user.subscriptionExpiresAt?.getTime() ?? null) === (next.expiresAt?.getTime() ?? null);
      return same ? null : setPlan(db, found.user.id, next, 'stripe_subscription_updated');
    }
    case 'customer.subscription.deleted': {
      const found = await subscriber(db, event.data.object);
      if (!found) return null;
      return setPlan(
        db,
        found.user.id,
        { plan: 'free', status: 'expired', expiresAt: null },
        'stripe_subscription_deleted',
      );
    }
    default:
      return null;
  }
}

/**
 * Cancels the Stripe subscription behind a user's plan at the end of the paid period. Returns when
 * access ends, or undefined when no Stripe subscription is behind the plan (e.g. a demo purchase).
 */
export async function cancelStripeSubscription(
  db: Db,
  stripe: Stripe,
  userId: string,
  plan: SubscriptionPlan,
): Promise<Date | null | undefined> {
  const checkout = await latestStripeCheckout(db, userId, plan);
  if (!checkout?.providerSessionId) return undefined;
  const session = await stripe.checkout.sessions.retrieve(checkout.providerSessionId);
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return undefined;
  const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  return seconds(sub.cancel_at);
}
