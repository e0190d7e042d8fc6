import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { displayNameOf, ModuleProgressResponseSchema } from '@practicum/contract';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../lib/app-error';
import { moduleProgress } from './modules.service';

const errors = errorResponses(401, 403);

/** Training modules as a student works through them (the modules themselves are catalogue data). */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/modules/progress',
    {
      config: { access: 'student' },
      schema: {
        tags: ['modules'],
        security: [{ bearer: [] }],
        summary: "Every training module with the caller's progress: personas done and best score per persona",
        response: { 200: ModuleProgressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        student_name: displayNameOf({
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          display_name: user.displayName,
          is_anonymous: user.isAnonymous,
        }),
        modules: await moduleProgress(app.db, user.id),
      };
    },
  );
};
