import { cn } from '../../../lib/cn';
import { statusLabel, type StatusLabel } from '../store/live-state';
import { useLive, type LiveStore } from '../store/live-store';

const tones: Record<StatusLabel, string> = {
  Connecting: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  Ready: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  Listening: 'bg-red-50 text-red-800 ring-red-600/25',
  Processing: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  'AI Responding': 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
  Disconnected: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

const dots: Record<StatusLabel, string> = {
  Connecting: 'bg-amber-500 animate-pulse',
  Ready: 'bg-emerald-600',
  Listening: 'bg-red-600 animate-pulse',
  Processing: 'bg-amber-500 animate-pulse',
  'AI Responding': 'bg-indigo-600 animate-pulse',
  Disconnected: 'bg-slate-500',
};

/** The transcript panel's status: Connecting, Ready, Listening, Processing or AI Responding. */
export function StatusPill({ store }: { store: LiveStore }) {
  const label = useLive(store, statusLabel);
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        tones[label],
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', dots[label])} />
      <span className="sr-only">Status: </span>
      <span data-testid="session-status">{label}</span>
    </p>
  );
}
