import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeedbackSourceSchema, InsightsSchema as StoredInsightsReadSchema } from '@practicum/contract';
import {
  InsightsSchema,
  ScoringTranscriptSchema,
  UtteranceCodingSchema,
  buildInsights,
  MetricsSchema,
} from '@practicum/scoring';
import { prepareTranscriptReadings } from '@practicum/coder';
import { errorResponses } from '../../lib/app-error';
import { ownerScope } from '../../plugins/access';
import { generateInsights, sessionAnalytics, storedInsights } from './insights.service';
import { chatNarrator } from './narrative';

/** Stored insights: the computed ones plus who wrote their narrative feedback. */
const StoredInsightsSchema = InsightsSchema.extend({ feedback_source: FeedbackSourceSchema.optional() });

const SessionParams = z.object({ sessionId: z.uuid('Session id must be a UUID') });
const errors = errorResponses(401, 403, 404, 422);
const tags = ['insights'];
const security = [{ bearer: [] }];

export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const narrator = chatNarrator(app.config);

  app.post(
    '/voice/insights/generate/:sessionId',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary:
          'Score a session from its transcript and store the insights (idempotent); a configured chat model writes the narrative',
        params: SessionParams,
        response: { 200: StoredInsightsSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) =>
      generateInsights(app.db, request.params.sessionId, ownerScope(request), {
        narrator,
        onFailure: (reason) =>
          request.log.warn({ session_id: request.params.sessionId, reason }, 'offline feedback used'),
      }),
  );

  app.get(
    '/voice/insights/:sessionId',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary: "A session's stored insights (insights of an older scorer are answered in today's shape)",
        params: SessionParams,
        response: { 200: StoredInsightsReadSchema, ...errors },
      },
    },
    async (request) => storedInsights(app.db, request.params.sessionId, ownerScope(request)),
  );

  app.get(
    '/voice/analytics/:id',
    {
      config: { access: 'owner_or_admin' },
      schema: {
        tags,
        security,
        summary: 'The code of every utterance of a session (MITI, EPITOME, risk moves) and its metrics',
        params: z.object({ id: z.uuid('Session id must be a UUID') }),
        response: {
          200: z.object({
            session_id: z.uuid(),
            codes: z.array(UtteranceCodingSchema),
            metrics: MetricsSchema.nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => sessionAnalytics(app.db, request.params.id, ownerScope(request)),
  );

  app.post(
    '/voice/test-insights',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Score a posted transcript without storing anything',
        body: ScoringTranscriptSchema,
        response: { 200: InsightsSchema, ...errors },
      },
    },
    async (request) => {
      await prepareTranscriptReadings(request.body);
      return buildInsights(request.body);
    },
  );
};
