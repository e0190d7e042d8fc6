import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllowanceSchema,
  UpdateAllowanceBodySchema,
  UserIdParamsSchema,
  UserSchema,
} from '@practicum/contract';
import { AppError, errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { toUser } from '../../lib/accounts/users';
import type { UserRow } from '../../db/schema';
import { setAllowance, useMessage } from './allowance.service';
import { auditPlanChange } from './plan-audit';
import { allowanceOf, expireIfLapsed } from './subscription.service';

const errors = errorResponses(401, 402, 403, 404, 422);
const doc = (tag: string, summary: string) => ({ tags: [tag], summary, security: [{ bearer: [] }] });

/**
 * The message allowance: a customer may go on while `max_messages` is -1 (unlimited) or `message_count`
 * is below it. Session start spends it by itself (ADR 007); these calls exist for API clients that count
 * other things, so the check and all three spellings of "spend one" that clients use are served.
 */
export const allowanceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in user, with a lapsed paid plan first turned back into free. */
  async function caller(request: FastifyRequest) {
    const { user, change } = await expireIfLapsed(app.db, currentUser(request));
    await auditPlanChange(app, change, null, request.ip);
    return user;
  }

  app.get(
    '/users/can-send-message',
    {
      config: { access: 'authenticated' },
      schema: {
        ...doc('users', 'Whether I may start another practice session, and how many are left'),
        response: { 200: AllowanceSchema, ...errors },
      },
    },
    async (request) => allowanceOf(await caller(request)),
  );

  const spend = {
    config: { access: 'authenticated' as const },
    schema: {
      ...doc(
        'subscription',
        'Spend one message of my allowance (402 when none is left; free for unlimited users)',
      ),
      response: { 200: AllowanceSchema, ...errors },
    },
  };
  for (const url of [
    '/users/increment-message-count',
    '/subscription/use-message',
    '/subscribe/use-credit',
  ]) {
    app.post(url, spend, async (request) => useMessage(app.db, await caller(request)));
  }

  app.put(
    '/users/admin/users/:id/allowance',
    {
      config: { access: 'admin' },
      schema: {
        ...doc(
          'users (admin)',
          "Set a user's message allowance (-1 unlimited), optionally resetting the count",
        ),
        params: UserIdParamsSchema,
        body: UpdateAllowanceBodySchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const target = { actorId: actor.id, targetUserId: request.params.id, ip: request.ip };
      const view = (u: UserRow) => ({ max_messages: u.maxMessages, message_count: u.messageCount });
      const result = await app
        .audited(async (tx) => {
          const result = await setAllowance(tx, actor, request.params.id, request.body);
          if (!result) throw new AppError(404, 'user_not_found', 'User not found');
          const entry = {
            action: 'user.allowance',
            oldValue: view(result.before),
            newValue: view(result.after),
          };
          await app.audit({ ...entry, ...target }, tx);
          return result;
        })
        .catch(async (err: unknown) => {
          // An attempt on an administrator's allowance leaves a trace, like the other admin rules.
          if (err instanceof AppError && err.code === 'super_admin_required') {
            const entry = { action: 'user.allowance.refused', newValue: request.body, reason: err.code };
            await app.audit({ ...entry, ...target });
          }
          throw err;
        });
      return toUser(result.after);
    },
  );
};
