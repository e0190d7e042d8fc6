import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatClock, formatMinutes } from '../lib/duration';
import { formatScore, scoreTone } from '../../../lib/score';
import { scoreTextClasses } from './score-badge';
import { StarRating } from './star-rating';

interface DetailsTilesProps {
  duration: number | null;
  score: number | null;
  grade: string | null;
  messageCount: number;
}

function Tile({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{children}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** Duration, score and grade, stars and message count at a glance. */
export function DetailsTiles({ duration, score, grade, messageCount }: DetailsTilesProps) {
  const clock = formatClock(duration);
  const scoreText = formatScore(score);
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Tile label="Duration" note={clock ? `${clock} (m:ss)` : undefined}>
        {formatMinutes(duration)}
      </Tile>
      <Tile label="Score" note={grade ? `Grade ${grade}` : 'Not graded yet'}>
        <span className={cn(scoreTextClasses[scoreTone(score)])}>{scoreText ?? 'No Score'}</span>
      </Tile>
      <Tile label="Rating">
        <StarRating score={score} className="[&_svg]:size-5" />
      </Tile>
      <Tile label="Messages">{messageCount}</Tile>
    </dl>
  );
}
