import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCountdown } from '../hooks/use-countdown';
import type { SessionSummary } from '../lib/summary';
import { liveIcons } from './icons';
import { OverlayDialog } from './overlay-dialog';
import { Skills, SummaryTiles, TalkTime, TextList } from './summary-sections';

/** Seconds before Session Complete returns to the dashboard by itself. */
export const RETURN_COUNTDOWN_SECONDS = 10;

interface SessionCompleteOverlayProps {
  summary: SessionSummary;
  /** Offered when insights failed for a session whose id is known. */
  onRetry?: () => void;
}

/** The end of the session: summary, figures, skills, takeaways, and where to go next. */
export function SessionCompleteOverlay({ summary, onRetry }: SessionCompleteOverlayProps) {
  const titleId = useId();
  const summaryId = useId();
  const navigate = useNavigate();
  const [counting, setCounting] = useState(true);
  const toDashboard = useCallback(() => void navigate('/dashboard'), [navigate]);
  const left = useCountdown(RETURN_COUNTDOWN_SECONDS, counting, toDashboard);
  const returnId = useId();
  // Stopping the countdown removes its button: keep focus on the way forward.
  useEffect(() => {
    if (!counting) document.getElementById(returnId)?.focus();
  }, [counting, returnId]);

  return (
    <OverlayDialog
      labelledBy={titleId}
      describedBy={summaryId}
      onEscape={() => setCounting(false)}
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
            <Button variant="link" onClick={() => setCounting(false)} className="mr-auto">
              Stay on this page
            </Button>
          )}
          <Button variant="secondary" onClick={() => void navigate('/history')}>
            View All Sessions
          </Button>
          <Button id={returnId} onClick={toDashboard}>
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
