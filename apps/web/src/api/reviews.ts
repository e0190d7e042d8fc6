import {
  ReviewQueueItemSchema,
  ReviewQueueResponseSchema,
  type ReviewQueueItem,
  type ReviewQueueResponse,
  type ReviewStatus,
  type SaveReviewBody,
} from '@practicum/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { analyticsKeys } from './analytics';
import { dashboardKeys } from './dashboard';
import { withQuery } from './query-string';
import { sessionKeys } from './sessions';

/**
 * How many queued sessions one call asks for. The sidebar's count and the panel share this query,
 * so a full page reads as "at least this many".
 */
export const REVIEW_QUEUE_LIMIT = 100;

/** Every review query sits under ['reviews'], so one save refreshes both queues and the sidebar count. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (status: ReviewStatus) => [...reviewKeys.all, 'list', status] as const,
};

/** GET /admin/reviews (admin): sessions waiting for supervisor review, or already reviewed; newest first. */
export function getReviews(status: ReviewStatus, signal?: AbortSignal): Promise<ReviewQueueResponse> {
  const path = withQuery('/admin/reviews', { status, limit: REVIEW_QUEUE_LIMIT });
  return apiClient.get(path, ReviewQueueResponseSchema, signal);
}

export const reviewsQueryOptions = (status: ReviewStatus) =>
  queryOptions({
    queryKey: reviewKeys.list(status),
    queryFn: ({ signal }) => getReviews(status, signal),
  });

export function useReviews(status: ReviewStatus) {
  return useQuery(reviewsQueryOptions(status));
}

/**
 * The number of sessions waiting for review, for the admin's navigation; undefined until known.
 * `enabled` is false for students, who may not read the queue.
 */
export function useOpenReviewCount(enabled: boolean): number | undefined {
  const { data } = useQuery({
    ...reviewsQueryOptions('open'),
    enabled,
    select: (response) => response.reviews.length,
  });
  return data;
}

/** POST /admin/reviews/{sessionId} (admin): saves the comment; `reviewed: true` closes the review. */
export function saveReview(sessionId: string, body: SaveReviewBody): Promise<ReviewQueueItem> {
  return apiClient.post(`/admin/reviews/${encodeURIComponent(sessionId)}`, body, ReviewQueueItemSchema);
}

/**
 * A saved review moves the session between queues, shows on the session's details, and changes the
 * open figure of the dashboards and analytics.
 */
export function useSaveReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...body }: SaveReviewBody & { sessionId: string }) =>
      saveReview(sessionId, body),
    onSuccess: (_item, { sessionId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) }),
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
        client.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]),
  });
}
