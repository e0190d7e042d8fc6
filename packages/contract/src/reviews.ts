import { z } from 'zod';
import { text } from './text';

/**
 * Supervisor review of sessions whose insights ask for it: a queue for instructors, and the
 * instructor's comment the student reads on their own session.
 */
export const REVIEW_STATUSES = ['open', 'reviewed'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const REVIEW_COMMENT_MAX = 4000;

export const ReviewQueueQuerySchema = z.object({
  status: ReviewStatusSchema.default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ReviewQueueQuery = z.input<typeof ReviewQueueQuerySchema>;

export const ReviewSessionParamsSchema = z.object({
  sessionId: z.uuid('Session id must be a UUID'),
});

export const SaveReviewBodySchema = z.object({
  comment: text().trim().max(REVIEW_COMMENT_MAX, `A comment is at most ${REVIEW_COMMENT_MAX} characters`),
  /** True closes the review; false saves the comment and leaves the session in the open queue. */
  reviewed: z.boolean(),
});
export type SaveReviewBody = z.infer<typeof SaveReviewBodySchema>;

/** The review as the session's student sees it on their session. */
export const SessionReviewSchema = z.object({
  status: ReviewStatusSchema,
  comment: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  /** When the review was last saved (ISO 8601). */
  reviewed_at: z.iso.datetime().nullable(),
});
export type SessionReview = z.infer<typeof SessionReviewSchema>;

/** One session in the instructors' review queue. */
export const ReviewQueueItemSchema = SessionReviewSchema.extend({
  session_id: z.uuid(),
  student_id: z.uuid(),
  student_name: z.string(),
  patient_name: z.string(),
  start_time: z.iso.datetime(),
  /** 0-100, once insights exist. */
  score: z.number().nullable(),
  grade: z.string().nullable(),
  /** Why the insights ask for a supervisor, as the scorer worded it. */
  reasons: z.array(z.string()),
  reviewed_by: z.uuid().nullable(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;

export const ReviewQueueResponseSchema = z.object({ reviews: z.array(ReviewQueueItemSchema) });
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>;
