import type { AdminDashboard } from '@practicum/contract';
import { formatDateTime } from '../lib/format';
import { Panel } from './panel';

const RECENT_ACTIVITY = 5;

/** Up to five recent student events, or No recent activity. */
export function RecentActivity({
  items,
  className,
}: {
  items: AdminDashboard['recent_activity'];
  className?: string;
}) {
  const shown = items.slice(0, RECENT_ACTIVITY);
  return (
    <Panel title="Recent Activity" className={className}>
      {shown.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">No recent activity</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {shown.map((item, i) => (
            <li key={`${item.student_id}-${item.timestamp}-${i}`} className="flex gap-3 px-5 py-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-50 text-sm font-semibold text-teal-800"
              >
                {item.student_name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div className="min-w-0">
                <p className="text-sm text-slate-900">
                  <span className="font-semibold">{item.student_name}</span> {item.description}
                </p>
                <p className="text-xs text-slate-600">
                  <time dateTime={item.timestamp}>{formatDateTime(item.timestamp)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
