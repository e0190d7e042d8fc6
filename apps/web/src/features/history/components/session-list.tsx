import type { Session } from '@practicum/contract';
import type { PlayerState } from '../hooks/use-recording-player';
import { SessionCard } from './session-card';

interface SessionListProps {
  sessions: Session[];
  player: PlayerState | null;
  downloadingId: string | null;
  downloadError: { id: string; error: unknown } | null;
  onReplay: (session: Session) => void;
  onStopReplay: () => void;
  onDownload: (session: Session) => void;
  onDismissDownloadError: () => void;
  onDetails: (session: Session) => void;
}

/** The sessions of the current page, one card each. */
export function SessionList({
  sessions,
  player,
  downloadingId,
  downloadError,
  ...handlers
}: SessionListProps) {
  return (
    <ul className="space-y-4" aria-label="Sessions">
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard
            session={session}
            player={player?.sessionId === session.id ? player : null}
            downloading={downloadingId === session.id}
            downloadError={downloadError?.id === session.id ? downloadError.error : null}
            {...handlers}
          />
        </li>
      ))}
    </ul>
  );
}
