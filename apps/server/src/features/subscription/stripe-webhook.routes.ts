import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses, notFound } from '../../lib/app-error';
import { auditPlanChange } from './plan-audit';
import { applyStripeEvent, verifyStripeEvent } from './stripe';

/**
 * POST /subscription/webhook: Stripe's events. The signature covers the exact bytes sent, so this
 * plugin (encapsulated: registered without fastify-plugin) swaps JSON parsing for a raw-body parser
 * on its own route only; every other route keeps the normal JSON and form parsers.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/subscription/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['subscription'],
        summary: 'Stripe webhook: verifies the signature, then activates or ends plans',
        response: {
          200: z.object({ received: z.boolean() }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const secret = app.config.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw notFound('Stripe webhooks are not configured', 'webhooks_not_configured');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = verifyStripeEvent(raw, request.headers['stripe-signature'], secret);
      } catch {
        throw new AppError(400, 'invalid_signature', 'The Stripe signature is missing or invalid');
      }
      const change = await applyStripeEvent(app.db, event);
      await auditPlanChange(app, change, null, request.ip);
      request.log.info({ stripeEvent: event.type, id: event.id }, 'stripe event handled');
      return { received: true };
    },
  );
};
