import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { users } from '../../db/schema';
import { closeCheckout, completeCheckout, findDemoCheckout, isOpen } from './checkout.service';
import { checkoutClosedPage, demoCheckoutPage } from './demo-checkout.page';
import { auditPlanChange } from './plan-audit';
import { checkoutModeOf } from './plans';

const Params = z.object({ id: z.uuid('Checkout id must be a UUID') });
const page = z.unknown().describe('text/html page');
const schema = (summary: string) => ({
  tags: ['subscription'],
  summary,
  params: Params,
  response: { 200: page, 303: z.unknown(), 404: page, ...errorResponses(422) },
});

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

/**
 * The built-in checkout used when no Stripe key is set, behaving like Stripe's hosted page: the
 * browser leaves the app, confirms or cancels, and is sent back to the success or cancel address.
 * Public like Stripe's page: the unguessable checkout id is the key, and only the buyer received it.
 */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = checkoutModeOf(app.config) === 'demo';
  const base = '/subscription/demo-checkout/:id';

  app.get(
    base,
    { config: { access: 'public' }, schema: schema('The demo checkout page') },
    async (request, reply) => {
      const row = enabled ? await findDemoCheckout(app.db, request.params.id) : null;
      if (!row || !isOpen(row)) return html(reply, 404, checkoutClosedPage());
      const [buyer] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
      return html(reply, 200, demoCheckoutPage({ id: row.id, plan: row.plan, email: buyer?.email ?? '' }));
    },
  );

  app.post(
    `${base}/complete`,
    {
      config: { access: 'public' },
      schema: schema('Complete a demo checkout: activates the plan, then returns'),
    },
    async (request, reply) => {
      if (!enabled) return html(reply, 404, checkoutClosedPage());
      const done = await completeCheckout(app.db, { kind: 'demo', id: request.params.id }, 'demo_checkout');
      if (done) {
        await auditPlanChange(app, done.change, done.checkout.userId, request.ip);
        return reply.redirect(done.checkout.successUrl, 303);
      }
      // A second submit of the same form lands where the first did.
      const row = await findDemoCheckout(app.db, request.params.id);
      if (row?.status === 'completed') return reply.redirect(row.successUrl, 303);
      return html(reply, 404, checkoutClosedPage());
    },
  );

  app.post(
    `${base}/cancel`,
    { config: { access: 'public' }, schema: schema('Cancel a demo checkout and return; nothing changes') },
    async (request, reply) => {
      if (!enabled) return html(reply, 404, checkoutClosedPage());
      const closed = await closeCheckout(app.db, { kind: 'demo', id: request.params.id }, 'cancelled');
      const row = closed ?? (await findDemoCheckout(app.db, request.params.id));
      if (row && (closed || row.status === 'cancelled')) return reply.redirect(row.cancelUrl, 303);
      return html(reply, 404, checkoutClosedPage());
    },
  );
};
