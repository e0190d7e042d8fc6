import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Modal } from './modal';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Red confirm button, for actions that cannot be undone. */
  destructive?: boolean;
  loading?: boolean;
  cancelLabel?: string;
  /** Focus the confirm button when it appears (e.g. when the question changes); Cancel otherwise. */
  focusConfirm?: boolean;
  /** Extra content between the description and the buttons (e.g. an error banner). */
  children?: ReactNode;
}

/** A modal question with Cancel and one confirm action; Cancel is first so Enter never destroys by accident. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  destructive = false,
  loading = false,
  cancelLabel = 'Cancel',
  focusConfirm = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} description={description} onClose={onClose}>
      {children && <div className="mb-5 space-y-3">{children}</div>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} autoFocus={!focusConfirm}>
          {cancelLabel}
        </Button>
        {destructive ? (
          <button
            type="button"
            autoFocus={focusConfirm}
            onClick={onConfirm}
            disabled={loading}
            aria-busy={loading || undefined}
            className={cn(
              'focus-ring inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors',
              'bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:bg-red-700/60',
            )}
          >
            {loading && <Spinner className="size-4" />}
            {confirmLabel}
          </button>
        ) : (
          <Button onClick={onConfirm} loading={loading} autoFocus={focusConfirm}>
            {confirmLabel}
          </Button>
        )}
      </div>
    </Modal>
  );
}
