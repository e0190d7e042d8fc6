import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsQuerySchema, AnalyticsSchema } from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { analytics } from './analytics.service';

const errors = errorResponses(401, 403, 422);

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/analytics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary:
          'Platform analytics of a period against the previous one: a chart series, totals, students, skills, score bands, personas and flagged sessions',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema, ...errors },
      },
    },
    async (request) => analytics(app.db, request.query),
  );
};
