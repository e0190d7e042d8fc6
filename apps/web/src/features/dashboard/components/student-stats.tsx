import type { UserStats } from '@practicum/contract';
import { StatTile } from '../../../components/ui/stat-tile';
import { hours } from '../lib/format';
import { percent } from '../../../lib/score';
import { ChatIcon, ClockIcon, FlameIcon, TargetIcon } from './icons';

/** The four student figures: Sessions, Avg Score (percent), Hours, Streak (days). */
export function StudentStats({ stats }: { stats: UserStats | undefined }) {
  return (
    // Named apart from the "Your progress" card below it, so a screen reader's list of regions tells them apart.
    <section aria-label="Your practice so far" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatTile label="Sessions" icon={<ChatIcon />} value={stats ? stats.total_sessions : null} />
      <StatTile label="Avg Score" icon={<TargetIcon />} value={stats ? percent(stats.average_score) : null} />
      <StatTile label="Hours" icon={<ClockIcon />} value={stats ? hours(stats.hours_completed) : null} />
      <StatTile
        label="Streak"
        icon={<FlameIcon />}
        value={stats ? `${stats.current_streak} ${stats.current_streak === 1 ? 'day' : 'days'}` : null}
      />
    </section>
  );
}
