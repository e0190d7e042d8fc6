import type { ReviewQueueItem } from '@practicum/contract';
import { useState } from 'react';
import { REVIEW_QUEUE_LIMIT, useReviews } from '../../../api/reviews';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../lib/format';
import { ConversationAnalysisModal } from './conversation-analysis-modal';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { Panel } from './panel';
import { ReviewForm } from './review-form';
import { ScoreText } from '../../../components/score-text';

/**
 * Sessions whose insights ask for a supervisor and that no instructor has closed yet, newest first.
 * Each opens its conversation analysis with the review form beneath the report.
 */
export function ReviewQueuePanel({ className }: { className?: string }) {
  const reviews = useReviews('open');
  const [reviewing, setReviewing] = useState<ReviewQueueItem | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const items = reviews.data?.reviews ?? [];
  const count = items.length >= REVIEW_QUEUE_LIMIT ? `${REVIEW_QUEUE_LIMIT}+` : String(items.length);

  return (
    <Panel
      title="Needs supervisor review"
      className={className}
      actions={reviews.data && items.length > 0 ? <Badge tone="red">{count} open</Badge> : undefined}
    >
      <div className="space-y-3 px-5 py-4">
        {closed && (
          <Banner tone="success" onDismiss={() => setClosed(null)}>
            {closed}
          </Banner>
        )}
        {reviews.isError && !reviews.data ? (
          <LoadError
            error={reviews.error}
            title="Failed to load the review queue"
            onRetry={() => void reviews.refetch()}
          />
        ) : !reviews.data ? (
          <LoadingBlock label="Loading review queue..." />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No sessions need review</p>
        ) : (
          <ul aria-label="Sessions waiting for review" className="divide-y divide-slate-200">
            {items.map((item) => (
              <QueueRow key={item.session_id} item={item} onOpen={() => setReviewing(item)} />
            ))}
          </ul>
        )}
      </div>
      {reviewing && (
        <ConversationAnalysisModal
          sessionId={reviewing.session_id}
          studentName={reviewing.student_name}
          onClose={() => setReviewing(null)}
        >
          <ReviewForm
            review={reviewing}
            onReviewed={() => {
              setClosed(
                `Marked reviewed: ${reviewing.student_name}'s session with ${reviewing.patient_name}.`,
              );
              setReviewing(null);
            }}
          />
        </ConversationAnalysisModal>
      )}
    </Panel>
  );
}

function QueueRow({ item, onOpen }: { item: ReviewQueueItem; onOpen: () => void }) {
  const when = formatDateTime(item.start_time);
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{item.student_name}</span> with {item.patient_name}
        </p>
        <p className="text-xs text-slate-600">
          <time dateTime={item.start_time}>{when}</time>
          <span aria-hidden="true"> · </span>
          Score: <ScoreText score={item.score} />
          {item.comment && (
            <>
              <span aria-hidden="true"> · </span>
              Comment saved
            </>
          )}
        </p>
        {item.reasons.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-rose-800">
            {item.reasons.map((reason, i) => (
              <li key={i}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
      <Button
        variant="secondary"
        className="py-1.5"
        onClick={onOpen}
        aria-label={`Review the session of ${item.student_name} with ${item.patient_name} on ${when}`}
      >
        Review
      </Button>
    </li>
  );
}
