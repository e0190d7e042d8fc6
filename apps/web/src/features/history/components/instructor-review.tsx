import type { SessionReview } from '@practicum/contract';
import { formatDateTime } from '../lib/format-date';
import { DetailSection } from './detail-section';

/**
 * What the instructor wrote about this session, with who wrote it and when. A review closed without
 * a comment still says that it was reviewed; no review at all shows nothing.
 */
export function InstructorReview({ review }: { review: SessionReview | null | undefined }) {
  const comment = review?.comment?.trim();
  if (!review || (!comment && review.status !== 'reviewed')) return null;
  return (
    <DetailSection
      title="Instructor's Comment"
      aside={
        <span className="text-xs font-medium text-slate-600">
          {review.status === 'reviewed' ? 'Reviewed' : 'Review in progress'}
        </span>
      }
    >
      <figure className="rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3">
        {comment ? (
          <blockquote className="text-sm whitespace-pre-wrap text-slate-900">{comment}</blockquote>
        ) : (
          <p className="text-sm text-slate-700 italic">Reviewed without a comment.</p>
        )}
        <figcaption className="mt-2 text-xs text-slate-700">
          {review.reviewer_name ?? 'Your instructor'}
          {review.reviewed_at && (
            <>
              {' · '}
              <time dateTime={review.reviewed_at}>{formatDateTime(review.reviewed_at)}</time>
            </>
          )}
        </figcaption>
      </figure>
    </DetailSection>
  );
}
