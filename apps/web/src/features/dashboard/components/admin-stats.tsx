import type { AdminStats as Stats } from '@practicum/contract';
import { StatTile } from '../../../components/ui/stat-tile';
import { percent } from '../../../lib/score';
import { CalendarIcon, ChatIcon, TargetIcon, UsersIcon } from './icons';

/** Total Students, Total Sessions, Avg Score (percent) and Sessions Today. */
export function AdminStats({ stats }: { stats: Stats | undefined }) {
  return (
    <section aria-label="Platform figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatTile label="Total Students" icon={<UsersIcon />} value={stats ? stats.total_students : null} />
      <StatTile label="Total Sessions" icon={<ChatIcon />} value={stats ? stats.total_sessions : null} />
      <StatTile label="Avg Score" icon={<TargetIcon />} value={stats ? percent(stats.average_score) : null} />
      <StatTile label="Sessions Today" icon={<CalendarIcon />} value={stats ? stats.active_today : null} />
    </section>
  );
}
