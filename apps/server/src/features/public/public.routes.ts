import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicStatsSchema } from '@practicum/contract';
import { publicStats } from './public.service';

/** Figures the landing page shows before anyone signs in. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Real figures for the landing page (how many personas there are)',
        response: { 200: PublicStatsSchema },
      },
    },
    async (_request, reply) => {
      // Cheap to compute but asked for on every landing visit; a minute of staleness is harmless.
      reply.header('Cache-Control', 'public, max-age=60');
      return publicStats(app.db);
    },
  );
};
