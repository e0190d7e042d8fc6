import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StationChecklistSummary } from '../../../components/station-checklist';
import { Button } from '../../../components/ui/button';
import { useCountdown } from '../hooks/use-countdown';
import type { SessionSummary } from '../lib/summary';
import { liveIcons } from './icons';
import { OverlayDialog } from './overlay-dialog';
import { Skills, SummaryTiles, TalkTime, TextList } from './summary-sections';

/** Seconds before Session Complete returns to the dashboard by itself. */
export const RETURN_COUNTDOWN_SECONDS = 10;

export const COUNTDOWN_STOPPED = 'Countdown stopped - take your time.';

interface SessionCompleteOverlayProps {
  summary: SessionSummary;
  /** Offered when insights failed for a session whose id is known. */
  onRetry?: () => void;
}

/**
 * The end of the session: summary, figures, a medical station's checklist summary, skills,
 * takeaways, and where to go next. It returns to the
 * dashboard after a countdown, unless the student starts reading: any scroll, click, key or focus in
 * the dialog stops the countdown for good, and says so.
 */
export function SessionCompleteOverlay({ summary, onRetry }: SessionCompleteOverlayProps) {
  const titleId = useId();
  const summaryId = useId();
  const navigate = useNavigate();
  const [counting, setCounting] = useState(true);
  const toDashboard = useCallback(() => void navigate('/dashboard'), [navigate]);
  const left = useCountdown(RETURN_COUNTDOWN_SECONDS, counting, toDashboard);
  const returnRef = useRef<HTMLButtonElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const [focusForward, setFocusForward] = useState(false);
  const stop = (event?: Event) => {
    // Stopping removes Stay on this page: when it was being used, focus moves on to the way forward.
    const stay = stayRef.current;
    const onStay =
      !!stay &&
      (document.activeElement === stay || (event?.target instanceof Node && stay.contains(event.target)));
    setCounting(false);
    if (onStay) setFocusForward(true);
  };
  useEffect(() => {
    if (focusForward) returnRef.current?.focus();
  }, [focusForward]);

  return (
    <OverlayDialog
      labelledBy={titleId}
      describedBy={summaryId}
      onEscape={() => stop()}
      onActivity={(event) => {
        if (counting) stop(event);
      }}
      className="max-w-3xl"
    >
      <div className="space-y-6 p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="text-emerald-700">{liveIcons.check}</span>
          <div className="space-y-1">
            <h2
              id={titleId}
              tabIndex={-1}
              data-autofocus
              className="text-2xl font-semibold text-slate-900 outline-none"
            >
              Session Complete
            </h2>
            <p id={summaryId} className="text-sm text-slate-700" data-testid="session-summary">
              {summary.summary}
            </p>
            {summary.message && (
              <p className="text-sm font-medium text-red-800" role="alert">
                {summary.message}
              </p>
            )}
            {!summary.generated && onRetry && (
              <Button variant="link" onClick={onRetry}>
                Try again
              </Button>
            )}
          </div>
        </div>

        <SummaryTiles summary={summary} />
        {summary.checklist && <StationChecklistSummary checklist={summary.checklist} />}
        <TalkTime summary={summary} />
        <Skills summary={summary} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextList title="Key Takeaways" items={summary.takeaways} tone="good" />
          <TextList
            title="Areas for Attention"
            items={summary.attention}
            tone="attention"
            empty={summary.generated ? 'Nothing in this session needs particular attention.' : undefined}
          />
        </div>

        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-5">
          {counting && (
            <Button ref={stayRef} variant="link" onClick={() => stop()}>
              Stay on this page
            </Button>
          )}
          {/* Always present, so the change to "stopped" is announced. */}
          <p role="status" className="mr-auto text-sm text-slate-700" data-testid="countdown-status">
            {counting ? '' : `${COUNTDOWN_STOPPED} This feedback stays in your Session History.`}
          </p>
          <Button variant="secondary" onClick={() => void navigate('/history')}>
            View All Sessions
          </Button>
          <Button ref={returnRef} onClick={toDashboard}>
            Return to Dashboard
            {counting && (
              <span className="tabular-nums" data-testid="return-countdown">
                ({left}s)
              </span>
            )}
          </Button>
        </div>
      </div>
    </OverlayDialog>
  );
}
