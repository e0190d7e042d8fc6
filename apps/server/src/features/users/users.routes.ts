import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  PermissionsResponseSchema,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { authRateLimit } from '../../plugins/security';
import { adminUsersRoutes } from './admin-users.routes';
import { profileRoutes } from './profile.routes';
import { userListRoutes } from './user-list.routes';
import { flagResetRequest, permissionsFor } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = app.config.AUTH_RATE_LIMIT_PER_MINUTE;
  await app.register(profileRoutes);
  await app.register(userListRoutes);
  await app.register(adminUsersRoutes);

  app.get(
    '/users/permissions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'What the signed-in user may do',
        security: [{ bearer: [] }],
        response: { 200: PermissionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => permissionsFor(currentUser(request)),
  );

  app.post(
    '/users/forgot-password',
    {
      config: { access: 'public', rateLimit: authRateLimit(perMinute) },
      schema: {
        tags: ['users'],
        summary: 'Ask an administrator to reset a password (same answer whether or not the account exists)',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const flagged = await app.audited(async (tx) => {
        const flagged = await flagResetRequest(tx, request.body.email);
        if (flagged) {
          const entry = { action: 'auth.reset_requested', actorId: flagged.id, targetUserId: flagged.id };
          await app.audit({ ...entry, ip: request.ip }, tx);
        }
        return flagged;
      });
      if (flagged) {
        const userId = flagged.id;
        if (!flagged.alreadyRequested)
          await app.notifier.notify({ kind: 'reset_requested', requesterId: userId });
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );
};
