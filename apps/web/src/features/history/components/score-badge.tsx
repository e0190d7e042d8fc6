import { cn } from '../../../lib/cn';
import { formatScore, scoreTone, type ScoreTone } from '../../../lib/score';

// Text at the 800 step on the 50 step keeps contrast above 4.5:1 for every band.
export const scoreToneClasses: Record<ScoreTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-600/40',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/30',
  red: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

/** Text colour alone, for large figures on white. */
export const scoreTextClasses: Record<ScoreTone, string> = {
  green: 'text-emerald-700',
  yellow: 'text-yellow-700',
  orange: 'text-orange-700',
  red: 'text-rose-700',
  none: 'text-slate-600',
};

/** "87% · B" coloured by band, or "No Score". */
export function ScoreBadge({
  score,
  grade,
  className,
}: {
  score: number | null;
  grade: string | null;
  className?: string;
}) {
  const text = formatScore(score);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset tabular-nums',
        scoreToneClasses[scoreTone(score)],
        className,
      )}
    >
      {text ? (
        <>
          <span>
            <span className="sr-only">Score </span>
            {text}
          </span>{' '}
          {grade && (
            <span>
              <span aria-hidden="true">·</span> <span className="sr-only">grade </span>
              {grade}
            </span>
          )}
        </>
      ) : (
        'No Score'
      )}
    </span>
  );
}
