import { useMyProgress } from '../../../api/progress';
import { ProgressSummary } from '../../../components/progress/progress-summary';
import { Button } from '../../../components/ui/button';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { Panel } from './panel';

interface ProgressCardProps {
  /** Starts a session with the suggested persona, the way the patient library does. */
  onPractise: (patientId: string) => void;
  /** The persona whose session is being started, to show progress on the button. */
  startingPatientId: string | null;
}

/** "Your progress": score trend, each skill's direction, the weakest skill and what to practise next. */
export function ProgressCard({ onPractise, startingPatientId }: ProgressCardProps) {
  const progress = useMyProgress();
  if (progress.isError && !progress.data) {
    return (
      <LoadError
        error={progress.error}
        title="Failed to load your progress"
        onRetry={() => void progress.refetch()}
      />
    );
  }
  const data = progress.data;
  return (
    <Panel title="Your progress">
      {!data ? (
        <LoadingBlock label="Loading your progress..." />
      ) : data.sessions.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">
          No scored sessions yet. Complete a session with a patient and your score trend and skills will
          appear here.
        </p>
      ) : (
        <div className="px-5 py-5">
          <ProgressSummary
            progress={data}
            owner="your"
            renderSuggestion={(suggestion) => (
              <Button
                className="mt-2"
                loading={startingPatientId === suggestion.patient_id}
                onClick={() => onPractise(suggestion.patient_id)}
              >
                Practise next: {suggestion.name}
              </Button>
            )}
          />
        </div>
      )}
    </Panel>
  );
}
