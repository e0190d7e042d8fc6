/**
 * A duration in seconds shown in minutes (seconds divided by 60). Short sessions
 * keep one decimal so a 40-second session does not read as "0 min"; from ten minutes on, whole minutes.
 */
export function formatMinutes(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return 'N/A';
  const minutes = seconds / 60;
  if (minutes >= 10) return `${Math.round(minutes)} min`;
  const tenths = Math.round(minutes * 10) / 10;
  if (tenths === 0 && seconds > 0) return '< 0.1 min';
  return `${tenths} min`;
}

/** "m:ss", or "h:mm:ss" from an hour on; null when unknown. */
export function formatClock(seconds: number | null | undefined): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
