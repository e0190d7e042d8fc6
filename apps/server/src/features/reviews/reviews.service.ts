import { and, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  displayNameOf,
  type ReviewQueueItem,
  type ReviewStatus,
  type SaveReviewBody,
  type SessionReview,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';
import { sessionReviews, type SessionReviewRow } from '../../db/review-schema';
import { notFound } from '../../lib/app-error';
import { upgradeInsights } from '../../lib/insights/upgrade-insights';

const reviewer = alias(users, 'reviewer');

const nameOf = (u: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'displayName' | 'isAnonymous'>) =>
  displayNameOf({
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    display_name: u.displayName,
    is_anonymous: u.isAnonymous,
  });

/** Stored insights that ask for a supervisor (a column the database keeps from the insights). */
const asksForReview = sessions.reviewRequired;

const userName = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  isAnonymous: users.isAnonymous,
};

/** Sessions with their review (when one was saved), student and reviewer, newest first by `order`. */
async function queueRows(db: Db, where: SQL | undefined, order: SQL[], limit: number) {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      patientName: sessions.patientName,
      startTime: sessions.startTime,
      score: sessions.score,
      grade: sessions.grade,
      insights: sessions.insights,
      student: userName,
      review: sessionReviews,
      reviewer: {
        email: reviewer.email,
        firstName: reviewer.firstName,
        lastName: reviewer.lastName,
        displayName: reviewer.displayName,
        isAnonymous: reviewer.isAnonymous,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sessionReviews, eq(sessionReviews.sessionId, sessions.id))
    .leftJoin(reviewer, eq(reviewer.id, sessionReviews.reviewedBy))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((r): ReviewQueueItem => ({
    session_id: r.id,
    student_id: r.userId,
    student_name: nameOf(r.student),
    patient_name: r.patientName,
    start_time: r.startTime.toISOString(),
    score: r.score,
    grade: r.grade,
    reasons: upgradeInsights(r.insights)?.supervisor_review_reasons ?? [],
    ...toReview(r.review, r.reviewer?.email ? nameOf(r.reviewer) : null),
    reviewed_by: r.review?.reviewedBy ?? null,
  }));
}

function toReview(row: SessionReviewRow | null, reviewerName: string | null): SessionReview {
  return {
    status: row?.status ?? 'open',
    comment: row?.comment ?? null,
    reviewer_name: reviewerName,
    reviewed_at: row?.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The review queue. Open: sessions whose insights ask for a supervisor (or that already carry an
 * instructor's draft) and are not yet marked reviewed, newest session first. Reviewed: the closed
 * reviews, most recently reviewed first.
 */
export function reviewQueue(db: Db, status: ReviewStatus, limit: number): Promise<ReviewQueueItem[]> {
  if (status === 'reviewed')
    return queueRows(
      db,
      eq(sessionReviews.status, 'reviewed'),
      [desc(sessionReviews.reviewedAt), desc(sessions.startTime)],
      limit,
    );
  return queueRows(
    db,
    and(
      or(asksForReview, isNotNull(sessionReviews.sessionId)),
      or(isNull(sessionReviews.status), eq(sessionReviews.status, 'open')),
    ),
    [desc(sessions.startTime)],
    limit,
  );
}

export interface SavedReview {
  studentId: string;
  before: SessionReviewRow | null;
  after: SessionReviewRow;
  item: ReviewQueueItem;
}

/**
 * Saves an instructor's comment on a session and whether the review is done, recording who saved
 * it and when. An empty comment is stored as none.
 */
export async function saveReview(
  db: Db,
  sessionId: string,
  actorId: string,
  body: SaveReviewBody,
): Promise<SavedReview> {
  const { studentId, before, after } = await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!session) throw notFound('Session not found', 'session_not_found');
    const [previous] = await tx.select().from(sessionReviews).where(eq(sessionReviews.sessionId, sessionId));
    const values = {
      status: body.reviewed ? ('reviewed' as const) : ('open' as const),
      comment: body.comment === '' ? null : body.comment,
      reviewedBy: actorId,
      reviewedAt: new Date(),
    };
    const [row] = await tx
      .insert(sessionReviews)
      .values({ sessionId, ...values })
      .onConflictDoUpdate({ target: sessionReviews.sessionId, set: values })
      .returning();
    return { studentId: session.userId, before: previous ?? null, after: row! };
  });
  const [item] = await queueRows(db, eq(sessions.id, sessionId), [], 1);
  return { studentId, before, after, item: item! };
}

/** The review of one session as its student reads it; null until an instructor saved one. */
export async function sessionReview(db: Db, sessionId: string): Promise<SessionReview | null> {
  const [row] = await db
    .select({ review: sessionReviews, reviewer: userName })
    .from(sessionReviews)
    .leftJoin(users, eq(users.id, sessionReviews.reviewedBy))
    .where(eq(sessionReviews.sessionId, sessionId));
  if (!row) return null;
  return toReview(row.review, row.reviewer ? nameOf(row.reviewer) : null);
}
