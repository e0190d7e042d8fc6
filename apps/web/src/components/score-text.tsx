import { cn } from '../lib/cn';
import { percent, scoreTone, type ScoreTone } from '../lib/score';

/** Tailwind text colours for each tone; the 700/800 steps keep contrast above 4.5:1 on white. */
export const SCORE_TEXT: Record<ScoreTone, string> = {
  green: 'text-emerald-700',
  yellow: 'text-yellow-800',
  orange: 'text-orange-700',
  red: 'text-rose-700',
  none: 'text-slate-600',
};

/**
 * A score coloured by its band (90+ green, 80+ yellow, 70+ orange, else red); the number itself carries
 * the meaning.
 */
export function ScoreText({ score, className }: { score: number | null | undefined; className?: string }) {
  return (
    <span className={cn('font-semibold tabular-nums', SCORE_TEXT[scoreTone(score)], className)}>
      {percent(score)}
    </span>
  );
}
