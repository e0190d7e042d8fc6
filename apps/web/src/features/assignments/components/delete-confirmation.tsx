import type { ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-error';

/** The part of a delete mutation the confirmation drives. */
interface Removal {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
  mutate(id: string, options: { onSuccess: () => void }): void;
}

interface DeleteConfirmationProps {
  /** The id of what is deleted once confirmed. */
  id: string;
  remove: Removal;
  /** Called when the dialog closes: cancelled, or the deletion went through. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown in the dialog when the deletion fails, which stays open to try again. */
  failure: string;
}

/**
 * The confirmed delete of an item in an instructor's list (a cohort, an assignment): the question,
 * the deletion once confirmed, and its failure said in the dialog. Closing it clears a failure, so
 * the next item asked about starts afresh.
 */
export function DeleteConfirmation({
  id,
  remove,
  onClose,
  title,
  description,
  confirmLabel,
  failure,
}: DeleteConfirmationProps) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      loading={remove.isPending}
      onClose={() => {
        onClose();
        remove.reset();
      }}
      onConfirm={() => remove.mutate(id, { onSuccess: onClose })}
    >
      {remove.isError && <Banner tone="error">{errorText(remove.error, failure)}</Banner>}
    </ConfirmDialog>
  );
}
