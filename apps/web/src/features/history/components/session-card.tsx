import type { Session } from '@practicum/contract';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-error';
import type { PlayerState } from '../hooks/use-recording-player';
import { formatMinutes } from '../lib/duration';
import { formatDate, formatTime } from '../lib/format-date';
import { sessionView } from '../lib/session-view';
import { historyIcons } from './icons';
import { RecordingPlayer } from './recording-player';
import { ScoreBadge } from './score-badge';
import { StarRating } from './star-rating';
import { StatusBadge } from './status-badge';

interface SessionCardProps {
  session: Session;
  /** The replay state when this card's recording is the one playing. */
  player: PlayerState | null;
  downloading: boolean;
  /** Why this card's recording could not be downloaded, if it could not. */
  downloadError: unknown;
  onReplay: (session: Session) => void;
  onStopReplay: () => void;
  onDownload: (session: Session) => void;
  onDismissDownloadError: () => void;
  onDetails: (session: Session) => void;
}

/** One past session: who, how it went, what the assessment says, and what can be done with it. */
export function SessionCard(props: SessionCardProps) {
  const { session, player, downloading, downloadError, onReplay, onStopReplay, onDownload } = props;
  const headingId = useId();
  const view = sessionView(session);
  const hasAudio = !!session.audio_file_id;
  const messages = session.message_count;

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {session.patient_name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              {historyIcons.calendar}
              {formatDate(session.start_time)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              {historyIcons.clock}
              <span className="sr-only">Duration </span>
              {formatMinutes(session.duration)}
            </span>
            <StarRating score={view.score} />
          </p>
        </div>
        <ScoreBadge score={view.score} grade={view.grade} />
      </div>

      <ul className="flex flex-wrap gap-2" aria-label="Session features">
        {hasAudio && (
          <li>
            <Badge tone="indigo">Audio</Badge>
          </li>
        )}
        {view.assessment && (
          <li>
            <Badge tone="green">{view.assessment}</Badge>
          </li>
        )}
        <li>
          <Badge>
            {messages} message{messages === 1 ? '' : 's'}
          </Badge>
        </li>
        {view.reviewRequired && (
          <li>
            <Badge tone="red" className="gap-1">
              {historyIcons.flag}
              Review Required
            </Badge>
          </li>
        )}
      </ul>

      <p className={view.summary ? 'line-clamp-3 text-sm text-slate-800' : 'text-sm text-slate-600 italic'}>
        {view.summary ?? 'No feedback yet for this session.'}
      </p>

      {(view.engagement || view.rapport) && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {view.engagement && (
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Engagement:</dt>
              <dd className="font-medium text-slate-900">{view.engagement}</dd>
            </div>
          )}
          {view.rapport && (
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Rapport:</dt>
              <dd className="font-medium text-slate-900">{view.rapport}</dd>
            </div>
          )}
        </dl>
      )}

      <dl className="grid gap-x-6 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600 sm:grid-cols-[auto_auto_1fr]">
        <div className="flex min-w-0 gap-1">
          <dt>Session ID:</dt>
          <dd className="truncate font-mono text-slate-700">{session.id}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>Status:</dt>
          <dd>
            <StatusBadge status={session.status} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Started:</dt>
          <dd className="text-slate-700">{formatTime(session.start_time)}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!hasAudio}
          loading={player?.status === 'loading'}
          onClick={() => onReplay(session)}
          title={hasAudio ? undefined : 'No recording for this session'}
        >
          {player?.status !== 'loading' && historyIcons.play}
          Replay
        </Button>
        <Button
          variant="secondary"
          disabled={!hasAudio}
          loading={downloading}
          onClick={() => onDownload(session)}
          title={
            hasAudio ? `Download the recording of session ${session.id}` : 'No recording for this session'
          }
        >
          {!downloading && (hasAudio ? historyIcons.download : historyIcons.noAudio)}
          {hasAudio ? (
            <>
              Download<span className="sr-only"> recording</span>
            </>
          ) : (
            'No Audio'
          )}
        </Button>
        <Button onClick={() => props.onDetails(session)}>
          {historyIcons.details}
          View Details
        </Button>
      </div>

      {!!downloadError && (
        <Banner onDismiss={props.onDismissDownloadError}>
          Download failed: {errorText(downloadError, 'Failed to download recording')}
        </Banner>
      )}
      {player && (
        <RecordingPlayer player={player} patientName={session.patient_name} onClose={onStopReplay} />
      )}
    </article>
  );
}
