import type { Session } from '@practicum/contract';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/api-error';
import { useDownloadRecording } from '../hooks/use-download-recording';
import { useSession } from '../../../api/sessions';
import { formatMinutes } from '../lib/duration';
import { formatDateTime } from '../lib/format-date';
import { saveFile } from '../../../lib/save-file';
import { formatScore } from '../../../lib/score';
import { sessionView } from '../lib/session-view';
import { transcriptFilename, transcriptText } from '../lib/transcript';
import { AiAssessment } from './ai-assessment';
import { DetailSection } from './detail-section';
import { DetailsTiles } from './details-tiles';
import { FallbackSections } from './fallback-sections';
import { historyIcons } from './icons';
import { InstructorReview } from './instructor-review';
import { ComplianceSection, RecommendationsSection, RiskSection } from './review-sections';
import { SessionInfo } from './session-info';
import { SkillCards } from './skill-cards';
import { TalkTimeSection } from './talk-time-section';
import { TranscriptPreview, transcriptLineId } from './transcript-preview';
import { StationChecklist } from '../../../components/station-checklist';

interface SessionDetailsModalProps {
  /** The row from the list: shown at once, then replaced by the full session with its transcript. */
  session: Session;
  onClose: () => void;
}

/** Everything about one session (the history's details modal), scrolling within the viewport. */
export function SessionDetailsModal({ session: row, onClose }: SessionDetailsModalProps) {
  const detail = useSession(row.id);
  const download = useDownloadRecording();
  const session = detail.data ?? row;
  const view = sessionView(session);
  const transcript = detail.data?.transcript;
  const scoreText = formatScore(view.score);

  function exportTranscript() {
    if (!transcript || transcript.length === 0) return;
    const text = transcriptText({ ...session, score: view.score, grade: view.grade }, transcript);
    saveFile(
      new Blob([text], { type: 'text/plain;charset=utf-8' }),
      transcriptFilename(session.patient_name, session.start_time),
    );
  }

  return (
    <Modal
      title={`Session with ${session.patient_name}`}
      description={
        <>
          Duration {formatMinutes(session.duration)} · Score{' '}
          {scoreText ? `${scoreText}${view.grade ? ` (${view.grade})` : ''}` : 'No Score'}
        </>
      }
      onClose={onClose}
      // `!`: the primitive sets max-w-md, and without a class merger the wider width must win outright.
      className="max-h-[calc(100dvh-2rem)] max-w-5xl! overflow-y-auto overscroll-contain"
    >
      <div className="space-y-8">
        <DetailsTiles
          duration={session.duration}
          score={view.score}
          grade={view.grade}
          messageCount={transcript?.length ?? session.message_count}
        />

        {view.insights ? (
          <>
            <AiAssessment insights={view.insights} />
            {view.insights.checklist && (
              <StationChecklist
                checklist={view.insights.checklist}
                lineHref={(seq) => `#${transcriptLineId(seq)}`}
              />
            )}
            <SkillCards insights={view.insights} />
            <TalkTimeSection insights={view.insights} />
            <ComplianceSection insights={view.insights} />
            <RecommendationsSection insights={view.insights} />
            <RiskSection insights={view.insights} />
          </>
        ) : (
          <FallbackSections
            feedback={session.feedback}
            analysis={session.analysis}
            performanceMetrics={session.performance_metrics}
          />
        )}

        <InstructorReview review={detail.data?.review} />

        {session.session_notes?.trim() && (
          <DetailSection title="Session Notes">
            <p className="text-sm whitespace-pre-wrap text-slate-800">{session.session_notes}</p>
          </DetailSection>
        )}

        <TranscriptPreview
          transcript={transcript}
          patientName={session.patient_name}
          startTime={session.start_time}
          deletedAt={session.transcript_deleted_at}
          loading={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />

        <SessionInfo session={session} />

        {download.isError && (
          <Banner tone="error" onDismiss={() => download.reset()}>
            Download failed: {errorText(download.error, 'Failed to download recording')}
          </Banner>
        )}

        <footer className="sticky bottom-0 -mx-6 -mb-6 flex flex-col gap-3 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-600">
            Created {formatDateTime(session.created_at)} · Updated {formatDateTime(session.updated_at)}
          </p>
          <div className="flex flex-wrap gap-2">
            {session.audio_file_id && (
              <Button
                variant="secondary"
                loading={download.isPending}
                onClick={() => download.mutate(session.id)}
              >
                {!download.isPending && historyIcons.download}
                Download Recording
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={!transcript || transcript.length === 0}
              onClick={exportTranscript}
            >
              {historyIcons.file}
              Export Transcript
            </Button>
            {/* showModal() first focuses the element with an autofocus attribute; React's autoFocus sets none. */}
            <span className="contents" ref={(span) => span?.firstElementChild?.setAttribute('autofocus', '')}>
              <Button onClick={onClose}>Close</Button>
            </span>
          </div>
        </footer>
      </div>
    </Modal>
  );
}
