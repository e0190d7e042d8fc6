import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Panel } from './panel';

const linkClass =
  'focus-ring flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

/** View All Students, View Analytics and Refresh Data. */
export function QuickActions({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <Panel title="Quick Actions">
      <div className="space-y-3 p-5">
        <Link to="?section=students" className={linkClass}>
          View All Students
        </Link>
        <Link to="?section=analytics" className={linkClass}>
          View Analytics
        </Link>
        <Button fullWidth onClick={onRefresh} loading={refreshing}>
          Refresh Data
        </Button>
      </div>
    </Panel>
  );
}
