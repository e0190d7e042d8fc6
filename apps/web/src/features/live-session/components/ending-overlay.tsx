import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { OverlayDialog } from './overlay-dialog';

/** Shown from End Session until the insights are in. */
export function EndingOverlay() {
  const titleId = useId();
  const textId = useId();
  return (
    <OverlayDialog labelledBy={titleId} describedBy={textId} className="max-w-sm">
      <div className="flex flex-col items-center gap-4 px-6 py-8 text-center" aria-busy="true">
        <Spinner className="size-10 text-teal-700" />
        <h2
          id={titleId}
          tabIndex={-1}
          data-autofocus
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          Ending Session
        </h2>
        <p id={textId} className="text-sm text-slate-600" role="status">
          Saving your conversation and preparing your feedback...
        </p>
      </div>
    </OverlayDialog>
  );
}
