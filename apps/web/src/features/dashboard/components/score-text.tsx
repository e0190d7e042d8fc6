import { cn } from '../../../lib/cn';
import { SCORE_TEXT } from '../lib/format';
import { percent, scoreTone } from '../../../lib/score';

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
