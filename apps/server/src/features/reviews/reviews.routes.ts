import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReviewQueueItemSchema,
  ReviewQueueQuerySchema,
  ReviewQueueResponseSchema,
  ReviewSessionParamsSchema,
  SaveReviewBodySchema,
} from '@practicum/contract';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../lib/app-error';
import { reviewQueue, saveReview } from './reviews.service';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['reviews (admin)'];
const security = [{ bearer: [] }];

/** Supervisor review: the queue of sessions whose insights ask for it, and the instructor's verdict. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Sessions waiting for supervisor review (open) or already reviewed',
        querystring: ReviewQueueQuerySchema,
        response: { 200: ReviewQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reviews: await reviewQueue(app.db, request.query.status, request.query.limit),
    }),
  );

  app.post(
    '/admin/reviews/:sessionId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: "Save the instructor's comment on a session and whether its review is done",
        params: ReviewSessionParamsSchema,
        body: SaveReviewBodySchema,
        response: { 200: ReviewQueueItemSchema, ...errors },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const { sessionId } = request.params;
      const view = (r: { status: string; comment: string | null }) => ({
        status: r.status,
        comment: r.comment,
      });
      const saved = await app.audited(async (tx) => {
        const saved = await saveReview(tx, sessionId, actorId, request.body);
        const entry = {
          action: 'session.review',
          actorId,
          targetUserId: saved.studentId,
          oldValue: saved.before ? { session_id: sessionId, ...view(saved.before) } : null,
          newValue: { session_id: sessionId, ...view(saved.after) },
          ip: request.ip,
        };
        await app.audit(entry, tx);
        return saved;
      });
      // A new or changed comment reaches the student; saving only the verdict tells them nothing new.
      const comment = saved.after.comment;
      if (comment && comment !== saved.before?.comment)
        await app.notifier.notify({ kind: 'review_comment', sessionId, comment });
      return saved.item;
    },
  );
};
