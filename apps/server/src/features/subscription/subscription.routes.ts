import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelSubscriptionBodySchema,
  CheckoutSessionResponseSchema,
  CreateCheckoutBodySchema,
  CurrentSubscriptionSchema,
  PlansResponseSchema,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { findUserById } from '../../lib/accounts/users';
import { allowanceRoutes } from './allowance.routes';
import { createCheckout, type CheckoutContext } from './checkout.service';
import { demoCheckoutRoutes } from './demo-checkout.routes';
import { auditPlanChange } from './plan-audit';
import { checkoutModeOf, plansFor } from './plans';
import { cancelStripeSubscription, createStripe } from './stripe';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import {
  assertCancellable,
  currentSubscriptionOf,
  expireIfLapsed,
  paymentProviderError,
  setPlan,
} from './subscription.service';

const errors = errorResponses(401, 403, 404, 409, 422, 502);
/** The normalised origin of an address ("http://x:80" becomes "http://x"), or null if it is not one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const doc = (summary: string) => ({ tags: ['subscription'], summary, security: [{ bearer: [] }] });

/** Plans, the current subscription, checkout (Stripe or demo), cancellation and the message allowance. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = createStripe(app.config);
  const mode = checkoutModeOf(app.config);
  if (stripe && !app.config.STRIPE_WEBHOOK_SECRET) {
    app.log.warn(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: paid checkouts will not activate plans',
    );
  }

  await app.register(allowanceRoutes);
  await app.register(demoCheckoutRoutes);
  await app.register(stripeWebhookRoutes);

  /** Where checkout may return to: PUBLIC_URL when set, else the address the request came from. */
  function checkoutContext(request: FastifyRequest): CheckoutContext {
    const own = originOf(`${request.protocol}://${request.host}`) ?? 'http://localhost';
    const origin = typeof request.headers.origin === 'string' ? originOf(request.headers.origin) : null;
    const publicOrigin = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : null;
    const origins = publicOrigin ? [publicOrigin] : [own, ...(origin ? [origin] : [])];
    return { db: app.db, config: app.config, stripe, origins, base: publicOrigin ?? origin ?? own };
  }

  app.get(
    '/subscribe/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['subscription'],
        summary: 'The plans, their prices and whether each can be bought now',
        response: { 200: PlansResponseSchema },
      },
    },
    async () => ({ plans: plansFor(app.config), checkout_mode: mode }),
  );

  app.get(
    '/subscription/current',
    {
      config: { access: 'authenticated' },
      schema: {
        ...doc('My plan, its status and my message allowance'),
        response: { 200: CurrentSubscriptionSchema, ...errors },
      },
    },
    async (request) => {
      const { user, change } = await expireIfLapsed(app.db, currentUser(request));
      await auditPlanChange(app, change, null, request.ip);
      return currentSubscriptionOf(user, mode);
    },
  );

  app.post(
    '/subscription/create-checkout-session',
    {
      config: { access: 'student' },
      schema: {
        ...doc('Start buying a plan: returns the checkout address to send the browser to'),
        body: CreateCheckoutBodySchema,
        response: { 200: CheckoutSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await expireIfLapsed(app.db, currentUser(request));
      return createCheckout(checkoutContext(request), user, request.body);
    },
  );

  app.post(
    '/subscription/cancel-subscription',
    {
      config: { access: 'student' },
      schema: {
        ...doc('Cancel a monthly plan: it stays in force until the end of the paid period'),
        body: CancelSubscriptionBodySchema,
        response: { 200: CurrentSubscriptionSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertCancellable(user);
      let endsAt = user.subscriptionExpiresAt;
      if (stripe) {
        try {
          const stripeEnd = await cancelStripeSubscription(app.db, stripe, user.id, user.subscriptionPlan);
          if (stripeEnd !== undefined) endsAt = stripeEnd;
        } catch (err) {
          request.log.error({ err }, 'stripe cancellation failed');
          throw paymentProviderError();
        }
      }
      // Access runs to the end of what was paid for; with no known end it stops now.
      const keeps = endsAt !== null && endsAt.getTime() > Date.now();
      const change = await setPlan(
        app.db,
        user.id,
        keeps
          ? { plan: user.subscriptionPlan, status: 'cancelled', expiresAt: endsAt }
          : { plan: 'free', status: 'cancelled', expiresAt: null },
        request.body?.reason ? `cancel: ${request.body.reason}` : 'cancel',
      );
      await auditPlanChange(app, change, user.id, request.ip);
      return currentSubscriptionOf((await findUserById(app.db, user.id))!, mode);
    },
  );
};
