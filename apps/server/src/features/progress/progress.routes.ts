import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgressSchema, UserIdParamsSchema } from '@practicum/contract';
import { findUserById } from '../../lib/accounts/users';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { userNotFound } from '../users/admin-users.service';
import { progressOf } from './progress.service';

const doc = (summary: string) => ({ tags: ['progress'], summary, security: [{ bearer: [] }] });

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/progress',
    {
      // Students only, and only their own: the user id comes from the token, never the request.
      config: { access: 'student' },
      schema: {
        ...doc('My scored sessions, skill trends, weakest skill and a persona to practise it with'),
        response: { 200: ProgressSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => progressOf(app.db, currentUser(request).id),
  );

  app.get(
    '/admin/users/:id/progress',
    {
      config: { access: 'admin' },
      schema: {
        ...doc("A user's scored sessions, skill trends, weakest skill and a persona to practise it with"),
        params: UserIdParamsSchema,
        response: { 200: ProgressSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw userNotFound();
      return progressOf(app.db, user.id);
    },
  );
};
