import { cn } from '../../../lib/cn';
import { starsFor } from '../lib/score';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z';

/**
 * 0-5 stars from the score (90+ five, 80+ four, 70+ three, 60+ two, else one; none without a score);
 * read out as "4 out of 5 stars" or "No rating".
 */
export function StarRating({ score, className }: { score: number | null; className?: string }) {
  const stars = starsFor(score);
  return (
    <span
      role="img"
      aria-label={stars > 0 ? `${stars} out of 5 stars` : 'No rating'}
      title={stars > 0 ? `${stars} out of 5 stars` : 'No rating yet'}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={cn('size-4', i < stars ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400')}
          stroke="currentColor"
          strokeWidth="1.2"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
