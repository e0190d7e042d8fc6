import { cn } from '../../../lib/cn';
import { useLive, type LiveStore } from '../store/live-store';

const BARS = 12;

/** The microphone's input level, 0-100, as a row of bars (role="meter"). */
export function LevelMeter({ store }: { store: LiveStore }) {
  const level = useLive(store, (s) => s.level);
  const recording = useLive(store, (s) => s.recording);
  const lit = Math.round((level / 100) * BARS);
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={level}
      data-testid="level-meter"
      className={cn('flex h-8 items-end gap-0.5', !recording && 'opacity-50')}
    >
      {Array.from({ length: BARS }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          style={{ height: `${30 + (i / (BARS - 1)) * 70}%` }}
          className={cn(
            'w-1.5 rounded-sm transition-colors duration-75',
            i >= lit
              ? 'bg-slate-300'
              : i < BARS * 0.6
                ? 'bg-teal-600'
                : i < BARS * 0.85
                  ? 'bg-amber-500'
                  : 'bg-red-600',
          )}
        />
      ))}
    </div>
  );
}
