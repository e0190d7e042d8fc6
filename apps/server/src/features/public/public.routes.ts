import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsSchema, PublicStatsSchema } from '@practicum/contract';
import { publicStats } from './public.service';

/** What the browser reads before anyone signs in: the landing page's figures and the server's settings. */
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
  app.get(
    '/public/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Server settings the browser follows (how long without activity before it signs out)',
        response: { 200: PublicSettingsSchema },
      },
    },
    async () => ({ inactivity_timeout_seconds: app.config.INACTIVITY_TIMEOUT_SECONDS }),
  );
};
