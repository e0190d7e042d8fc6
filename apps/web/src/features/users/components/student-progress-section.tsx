import type { User } from '@practicum/contract';
import { useId } from 'react';
import { useUserProgress } from '../../../api/progress';
import { ProgressSummary } from '../../../components/progress/progress-summary';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';

/**
 * A student's progress as their instructor reads it: the figures of the student's own "Your
 * progress" card, the suggested persona named rather than offered as a session to start.
 */
export function StudentProgressSection({ user }: { user: User }) {
  const progress = useUserProgress(user.id);
  const headingId = useId();
  const data = progress.data;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Progress
      </h3>
      {progress.isError && !data ? (
        <Banner tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>{errorText(progress.error, 'Failed to load the student’s progress')}</p>
            <Button variant="secondary" className="py-1.5" onClick={() => void progress.refetch()}>
              Try again
            </Button>
          </div>
        </Banner>
      ) : !data ? (
        <div className="flex items-center gap-3 py-4 text-sm text-slate-600">
          <Spinner className="size-5 text-teal-700" label="Loading progress" />
          <span aria-hidden="true">Loading progress...</span>
        </div>
      ) : data.sessions.length === 0 ? (
        <p className="text-sm text-slate-600">
          No scored sessions yet. The score trend and skills appear once {user.name} completes a session.
        </p>
      ) : (
        <ProgressSummary progress={data} owner={`${user.name}’s`} />
      )}
    </section>
  );
}
