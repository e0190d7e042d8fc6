import { REVIEW_COMMENT_MAX, type ReviewQueueItem } from '@practicum/contract';
import { useId, useState } from 'react';
import { useSaveReview } from '../../../api/reviews';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorText } from '../../../lib/api-error';

interface ReviewFormProps {
  review: ReviewQueueItem;
  /** Called once the review is closed: the session has left the open queue. */
  onReviewed: () => void;
}

/**
 * The instructor's comment on a queued session. Saving keeps the session in the queue (a draft the
 * student can already read); Mark reviewed closes it, after a confirmation because it leaves the queue.
 */
export function ReviewForm({ review, onReviewed }: ReviewFormProps) {
  const save = useSaveReview();
  const headingId = useId();
  const [comment, setComment] = useState(review.comment ?? '');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = (reviewed: boolean) => {
    setSaved(false);
    save.mutate(
      { sessionId: review.session_id, comment: comment.trim(), reviewed },
      {
        onSuccess: () => {
          if (!reviewed) {
            setSaved(true);
            return;
          }
          setConfirming(false);
          onReviewed();
        },
      },
    );
  };

  const failure = save.isError ? errorText(save.error, 'Failed to save the review') : null;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 px-4 py-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Supervisor review
      </h3>
      <TextareaField
        label="Comment for the student"
        rows={5}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          setSaved(false);
        }}
        hint={`${comment.length} / ${REVIEW_COMMENT_MAX} characters`}
      />
      {saved && (
        <Banner tone="success" onDismiss={() => setSaved(false)}>
          Comment saved. The session stays in the review queue until it is marked reviewed.
        </Banner>
      )}
      {failure && !confirming && (
        <Banner tone="error" onDismiss={() => save.reset()}>
          {failure}
        </Banner>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          loading={save.isPending && !confirming}
          disabled={save.isPending}
          onClick={() => submit(false)}
        >
          Save comment
        </Button>
        <Button
          disabled={save.isPending}
          onClick={() => {
            save.reset();
            setConfirming(true);
          }}
        >
          Mark reviewed
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Mark this session reviewed?"
          description={`The session of ${review.student_name} with ${review.patient_name} leaves the review queue. ${
            comment.trim() ? 'The student sees your comment.' : 'No comment is left for the student.'
          }`}
          confirmLabel="Mark reviewed"
          loading={save.isPending}
          onConfirm={() => submit(true)}
          onClose={() => setConfirming(false)}
        >
          {failure && <Banner tone="error">{failure}</Banner>}
        </ConfirmDialog>
      )}
    </section>
  );
}
