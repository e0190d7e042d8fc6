import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import type { LiveController } from '../hooks/live-controller';
import { useLive, type LiveStore } from '../store/live-store';
import { liveIcons } from './icons';
import { SessionTimer } from './session-timer';

interface SessionHeaderProps {
  store: LiveStore;
  controller: LiveController;
  patientName: string;
  headingId: string;
  onRestart: () => void;
  onCancel: () => void;
}

function Indicator({ label, active, tone }: { label: string; active: boolean; tone: 'indigo' | 'red' }) {
  return (
    <li
      data-active={active}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset transition-colors',
        // Off is quieter than on, yet still readable: slate-600 on slate-100 is about 7:1.
        !active && 'bg-slate-100 text-slate-600 ring-slate-200',
        active && tone === 'indigo' && 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
        active && tone === 'red' && 'bg-red-50 text-red-800 ring-red-600/25',
      )}
    >
      <span className="relative flex size-2.5" aria-hidden="true">
        {active && (
          <span
            className={cn(
              'absolute inline-flex size-full animate-ping rounded-full opacity-60',
              tone === 'indigo' ? 'bg-indigo-500' : 'bg-red-500',
            )}
          />
        )}
        <span
          className={cn(
            'relative inline-flex size-2.5 rounded-full',
            !active ? 'bg-slate-400' : tone === 'indigo' ? 'bg-indigo-600' : 'bg-red-600',
          )}
        />
      </span>
      {label}
      <span className="sr-only">{active ? ' (on)' : ' (off)'}</span>
    </li>
  );
}

/** Who, how long, what is happening, and the session's controls. */
export function SessionHeader({
  store,
  controller,
  patientName,
  headingId,
  onRestart,
  onCancel,
}: SessionHeaderProps) {
  const aiSpeaking = useLive(store, (s) => s.aiSpeaking);
  const recording = useLive(store, (s) => s.recording);
  // The microphone being open does not make a recording: the server decides (storage quota, privacy
  // settings, audio off) and says so on connecting. Until it has, nothing claims either way.
  const recorded = useLive(store, (s) => s.recorded);
  const unrecorded = useLive(store, (s) => s.sessionId !== null && !s.recorded);
  const audioEnabled = useLive(store, (s) => s.audioEnabled);
  const live = useLive(store, (s) => s.end === 'live');
  const connected = useLive(store, (s) => s.connected);
  const initial = patientName.trim().charAt(0).toUpperCase() || '?';

  return (
    <header className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:px-5">
      <div className="flex min-w-0 flex-1 basis-72 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-teal-600 to-indigo-600 text-lg font-semibold text-white"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <h1 id={headingId} className="truncate text-lg font-semibold text-slate-900 sm:text-xl">
            {patientName}
          </h1>
          <p className="text-sm text-slate-600">Live practice session</p>
        </div>
        <SessionTimer store={store} />
      </div>

      <ul aria-label="Session indicators" className="flex flex-wrap items-center gap-2">
        <Indicator label="AI Speaking" active={aiSpeaking} tone="indigo" />
        <Indicator
          label={unrecorded ? 'Not recorded' : 'Recording'}
          active={recording && recorded}
          tone="red"
        />
      </ul>

      <div className="ml-auto flex items-center gap-1">
        <IconButton
          label={audioEnabled ? 'Turn patient audio off' : 'Turn patient audio on'}
          icon={audioEnabled ? liveIcons.speaker : liveIcons.speakerOff}
          onClick={() => controller.setAudioEnabled(!audioEnabled)}
        />
        <IconButton
          label="Restart session"
          icon={liveIcons.restart}
          disabled={!live || !connected}
          onClick={onRestart}
        />
        <IconButton
          label="Cancel session"
          tone="danger"
          icon={liveIcons.cancel}
          disabled={!live}
          onClick={onCancel}
        />
        <button
          type="button"
          onClick={() => void controller.end()}
          disabled={!live || !connected}
          className="focus-ring ml-1 inline-flex items-center gap-2 rounded-lg bg-red-700 px-3 py-2.5 whitespace-nowrap sm:ml-2 sm:px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:bg-red-700/60"
        >
          <span className="hidden sm:contents">{liveIcons.stop}</span>
          End Session
        </button>
      </div>
    </header>
  );
}
