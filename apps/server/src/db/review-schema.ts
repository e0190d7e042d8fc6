import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_COMMENT_MAX, REVIEW_STATUSES } from '@practicum/contract';
import { sessions, users } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);

/**
 * An instructor's review of one session, written when the first comment is saved. A session whose
 * insights ask for a supervisor and has no row here is open in the queue, so scoring never has to
 * know the queue exists.
 */
export const sessionReviews = pgTable(
  'session_reviews',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    status: reviewStatus('status').notNull().default('open'),
    comment: text('comment'),
    /** Who saved the review last; the audit log keeps every earlier save. */
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tz('reviewed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('session_reviews_status_idx').on(t.status, t.reviewedAt),
    check(
      'session_reviews_comment_len',
      sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`,
    ),
  ],
);

export type SessionReviewRow = typeof sessionReviews.$inferSelect;
