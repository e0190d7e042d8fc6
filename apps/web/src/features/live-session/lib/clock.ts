/** mm:ss for a number of seconds (minutes keep counting past 59: 75:03). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Where the session timer stands: seconds known at `at` (ms), counting on from there unless frozen. */
export interface ClockBase {
  seconds: number;
  at: number;
  frozen: boolean;
}

export function clockSeconds(base: ClockBase | null, now: number): number {
  if (!base) return 0;
  if (base.frozen) return base.seconds;
  return base.seconds + Math.max(0, Math.floor((now - base.at) / 1000));
}

/** The timer stopped where it stands now. */
export function freezeClock(base: ClockBase | null, now: number): ClockBase | null {
  if (!base || base.frozen) return base;
  return { seconds: clockSeconds(base, now), at: now, frozen: true };
}

/** "1 min 5 s", "45 s", for the summary. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  return minutes > 0 ? `${minutes} min ${s % 60} s` : `${s} s`;
}
