import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_UPDATED_MESSAGE,
  ToggleAnonymousBodySchema,
  UpdateMeBodySchema,
  UpdatePasswordBodySchema,
  UpdatePasswordResponseSchema,
  UserSchema,
} from '@practicum/contract';
import { AppError, errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { authRateLimit } from '../../plugins/security';
import { issueTokens, revokeAllForUser } from '../../lib/accounts/refresh-tokens';
import { toUser } from '../../lib/accounts/users';
import { changePassword, setAnonymous, updateProfile } from './profile.service';

const errors = errorResponses(400, 401, 403, 422, 429);
const doc = (summary: string) => ({ tags: ['users'], summary, security: [{ bearer: [] }] });

/** Self-service: every signed-in user edits their own profile, password and anonymous mode. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/me',
    {
      config: { access: 'authenticated' },
      schema: {
        ...doc('Update my names, university and year (email cannot be changed)'),
        body: UpdateMeBodySchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await app.audited(async (tx) => {
        const { row, before, after } = await updateProfile(tx, user, request.body);
        if (Object.keys(after).length > 0) {
          await app.audit(
            {
              action: 'user.profile',
              actorId: user.id,
              targetUserId: user.id,
              oldValue: before,
              newValue: after,
              ip: request.ip,
            },
            tx,
          );
        }
        return row;
      });
      return toUser(row);
    },
  );

  app.put(
    '/users/update-password',
    {
      // Limited like sign-in: the current password is checked, so this could be used to guess it.
      config: { access: 'authenticated', rateLimit: authRateLimit(app.config.AUTH_RATE_LIMIT_PER_MINUTE) },
      schema: {
        ...doc('Change my password; every other sign-in ends and this one gets fresh tokens'),
        body: UpdatePasswordBodySchema,
        response: { 200: UpdatePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      try {
        await app.audited(async (tx) => {
          await changePassword(tx, user, request.body);
          await revokeAllForUser(tx, user.id);
          await app.audit(
            { action: 'user.password_change', actorId: user.id, targetUserId: user.id, ip: request.ip },
            tx,
          );
        });
      } catch (err) {
        if (err instanceof AppError) {
          await app.audit({
            action: 'user.password_change.failure',
            actorId: user.id,
            targetUserId: user.id,
            reason: err.code,
            ip: request.ip,
          });
        }
        throw err;
      }
      const { pair } = await issueTokens(app, user);
      return { message: PASSWORD_UPDATED_MESSAGE, ...pair };
    },
  );

  app.post(
    '/users/toggle-anonymous',
    {
      config: { access: 'authenticated' },
      schema: {
        ...doc('Turn anonymous display on or off, optionally choosing the display name'),
        body: ToggleAnonymousBodySchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await app.audited(async (tx) => {
        const row = await setAnonymous(tx, user, request.body);
        const entry = {
          action: 'user.anonymous',
          actorId: user.id,
          targetUserId: user.id,
          oldValue: { is_anonymous: user.isAnonymous, display_name: user.displayName },
          newValue: { is_anonymous: row.isAnonymous, display_name: row.displayName },
          ip: request.ip,
        };
        await app.audit(entry, tx);
        return row;
      });
      return toUser(row);
    },
  );
};
