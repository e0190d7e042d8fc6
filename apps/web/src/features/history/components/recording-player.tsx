import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import type { PlayerState } from '../hooks/use-recording-player';
import { historyIcons } from './icons';

interface RecordingPlayerProps {
  player: PlayerState;
  patientName: string;
  onClose: () => void;
}

/** Plays a fetched recording in the page with the browser's own accessible controls, or says why not. */
export function RecordingPlayer({ player, patientName, onClose }: RecordingPlayerProps) {
  const failed = player.status === 'error';
  return (
    <div
      className={
        failed
          ? 'flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800'
          : 'flex items-center gap-3 rounded-lg border border-teal-200 bg-teal-50 p-3 text-teal-900'
      }
    >
      {player.status === 'loading' && (
        <p className="flex flex-1 items-center gap-2 text-sm" role="status">
          <Spinner className="size-4" />
          Loading recording…
        </p>
      )}
      {player.status === 'error' && (
        <p className="flex-1 text-sm" role="alert">
          Failed to play audio: {errorText(player.error, 'Failed to download recording')}
        </p>
      )}
      {player.status === 'ready' && (
        <audio
          controls
          autoPlay
          src={player.url}
          className="h-10 min-w-0 flex-1"
          aria-label={`Recording of the session with ${patientName}`}
        />
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={failed ? 'Dismiss' : 'Close player'}
        title={failed ? 'Dismiss' : 'Close player'}
        className="focus-ring rounded-md p-1.5 hover:bg-white/60"
      >
        {historyIcons.close}
      </button>
    </div>
  );
}
