import type { TranscriptEntry } from '@practicum/contract';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/api-error';
import { elapsedSince, previewTranscript, speakerLabel } from '../lib/transcript';
import { DetailSection } from './detail-section';

interface TranscriptPreviewProps {
  transcript: TranscriptEntry[] | undefined;
  patientName: string;
  startTime: string;
  /** When the institution's retention period deleted the transcript, if it did. */
  deletedAt?: string | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Anchor of a transcript line, so evidence quoted in the skill cards can link to it. */
export function transcriptLineId(seq: number): string {
  return `transcript-line-${seq}`;
}

/** The first ten messages, then how many more there are; the student is "You". */
export function TranscriptPreview(props: TranscriptPreviewProps) {
  const { transcript, patientName, startTime, deletedAt, loading, error, onRetry } = props;
  let body;
  if (transcript) {
    const { shown, remaining } = previewTranscript(transcript);
    body =
      transcript.length === 0 && deletedAt ? (
        <p className="text-sm text-slate-600 italic">
          The transcript and recording were deleted on {new Date(deletedAt).toLocaleDateString()}, as your
          institution keeps them only for a set time. The scores and report are kept.
        </p>
      ) : transcript.length === 0 ? (
        <p className="text-sm text-slate-600 italic">No messages were exchanged in this session.</p>
      ) : (
        <>
          <ol className="space-y-2" aria-label="First messages">
            {shown.map((entry) => {
              const student = entry.speaker === 'student';
              const elapsed = elapsedSince(startTime, entry.timestamp);
              return (
                <li
                  key={entry.id}
                  id={transcriptLineId(entry.seq)}
                  className={cn(
                    'max-w-[85%] rounded-xl px-3.5 py-2 text-sm',
                    student ? 'ml-auto bg-teal-50 text-teal-950' : 'bg-slate-100 text-slate-900',
                  )}
                >
                  <p className="mb-0.5 flex flex-wrap items-baseline gap-x-2 text-xs">
                    <span className="font-semibold">{speakerLabel(entry.speaker, patientName)}</span>
                    {elapsed && <span className="text-slate-600 tabular-nums">{elapsed}</span>}
                    {!student && entry.emotion && (
                      <span className="text-slate-600 italic">{entry.emotion}</span>
                    )}
                  </p>
                  <p className="whitespace-pre-wrap">{entry.text}</p>
                </li>
              );
            })}
          </ol>
          {remaining > 0 && (
            <p className="text-center text-sm font-medium text-slate-600">
              ... and {remaining} more message{remaining === 1 ? '' : 's'}
            </p>
          )}
        </>
      );
  } else if (loading) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" label="Loading transcript" />
        Loading transcript…
      </p>
    );
  } else {
    body = (
      <Banner tone="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{errorText(error, 'Failed to get session')}</p>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      </Banner>
    );
  }
  return <DetailSection title="Transcript">{body}</DetailSection>;
}
