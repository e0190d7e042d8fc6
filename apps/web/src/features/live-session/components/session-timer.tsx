import { useEffect, useState } from 'react';
import { clockSeconds, formatClock } from '../lib/clock';
import { useLive, type LiveStore } from '../store/live-store';
import { liveIcons } from './icons';

/** The session's mm:ss, starting where the server says the session stands (elapsed_seconds). */
export function SessionTimer({ store }: { store: LiveStore }) {
  const clock = useLive(store, (s) => s.clock);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!clock || clock.frozen) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [clock]);
  const text = formatClock(clockSeconds(clock, Math.max(now, clock?.at ?? 0)));
  return (
    <p className="inline-flex items-center gap-1.5 rounded-lg bg-slate-100 px-2.5 py-1 font-mono text-base font-semibold text-slate-800 tabular-nums">
      {liveIcons.clock}
      <span className="sr-only">Duration </span>
      <span role="timer" aria-live="off" data-testid="session-timer">
        {text}
      </span>
    </p>
  );
}
