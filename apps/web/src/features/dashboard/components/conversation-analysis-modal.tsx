import { useId, useMemo, useState, type ReactNode } from 'react';
import { SessionRecording } from '../../../components/session-recording';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/api-error';
import { useGenerateInsights } from '../../../api/insights';
import { useSession } from '../../../api/sessions';
import { downloadReport } from '../lib/download';
import { flaggedTranscriptLines } from '../lib/flagged-lines';
import { formatDateTime, minutes, plural } from '../lib/format';
import { readReport } from '../lib/report';
import { AnalysisReport } from './analysis-report';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { analysisLineId, TranscriptList } from './transcript-list';

interface Props {
  sessionId: string;
  studentName: string;
  onClose: () => void;
  /** Shown between the analysis and the transcript once the session has loaded (the review form). */
  children?: ReactNode;
}

/**
 * One session's transcript and AI analysis, with Generate analysis and Download Report (PDF): the
 * lines the risk flags point to are marked in the transcript, and a recording, when the session has
 * one, plays above it.
 */
export function ConversationAnalysisModal({ sessionId, studentName, onClose, children }: Props) {
  const detail = useSession(sessionId);
  const generate = useGenerateInsights();
  const analysisId = useId();
  const transcriptId = useId();
  const recordingId = useId();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const session = detail.data;
  const report = session ? readReport(session.insights) : null;
  const flagged = useMemo(
    () =>
      session
        ? flaggedTranscriptLines(
            session.insights,
            session.transcript.map((e) => e.seq),
          )
        : new Map<number, string[]>(),
    [session],
  );

  const download = async () => {
    if (!session) return;
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadReport(session, studentName);
    } catch (error) {
      setDownloadError(`Download failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      title="Conversation Analysis"
      description={
        session
          ? `${studentName} with ${session.patient_name} · ${formatDateTime(session.start_time)} · ${minutes(session.duration)}`
          : studentName
      }
      onClose={onClose}
      className="max-h-[90vh] max-w-4xl! overflow-y-auto"
    >
      {detail.isError && !session ? (
        <LoadError error={detail.error} title="Failed to get session" onRetry={() => void detail.refetch()} />
      ) : !session ? (
        <LoadingBlock label="Loading conversation..." />
      ) : (
        <div className="space-y-6">
          <section aria-labelledby={analysisId} className="space-y-3">
            <h3 id={analysisId} className="text-base font-semibold text-slate-900">
              AI Analysis Report
            </h3>
            {report ? (
              <AnalysisReport report={report} />
            ) : (
              <div className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-700">
                <p>No analysis has been generated for this session yet.</p>
                <Button
                  className="mt-3"
                  loading={generate.isPending}
                  disabled={session.transcript.length === 0}
                  onClick={() => generate.mutate(session.id)}
                >
                  Generate analysis
                </Button>
                {session.transcript.length === 0 && (
                  <p className="mt-2 text-xs text-slate-600">There are no messages to analyse.</p>
                )}
              </div>
            )}
            {generate.isError && (
              <Banner tone="error" onDismiss={() => generate.reset()}>
                {errorText(generate.error, 'Failed to generate insights')}
              </Banner>
            )}
          </section>
          {children}
          <section aria-labelledby={recordingId} className="space-y-3">
            <h3 id={recordingId} className="text-base font-semibold text-slate-900">
              Recording
            </h3>
            {session.audio_file_id ? (
              <SessionRecording
                sessionId={session.id}
                label={`Recording of ${studentName}'s session with ${session.patient_name}`}
              />
            ) : (
              <p className="text-sm text-slate-600">
                No recording was made of this session (it was not held by voice, or recording was off).
              </p>
            )}
          </section>
          <section aria-labelledby={transcriptId} className="space-y-3">
            <h3 id={transcriptId} className="text-base font-semibold text-slate-900">
              Transcript
            </h3>
            {flagged.size > 0 && (
              <p className="text-sm text-rose-900">
                {plural(flagged.size, 'line')} flagged:{' '}
                {[...flagged.keys()].map((seq, i) => (
                  <span key={seq}>
                    {i > 0 && ', '}
                    <a className="font-semibold underline" href={`#${analysisLineId(seq)}`}>
                      #{seq}
                    </a>
                  </span>
                ))}
              </p>
            )}
            <TranscriptList entries={session.transcript} flagged={flagged} />
          </section>
          {downloadError && (
            <Banner tone="error" onDismiss={() => setDownloadError(null)}>
              {downloadError}
            </Banner>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => void download()} disabled={!session} loading={downloading}>
          Download Report
        </Button>
      </div>
    </Modal>
  );
}
