import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@practicum/contract';

const VERSION = '0.1.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness, and which database engine this instance uses',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const ok = await app.database.ping();
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: app.database.engine,
        database_ok: ok,
        version: VERSION,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
};
