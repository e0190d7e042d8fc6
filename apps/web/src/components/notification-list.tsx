import type { Notification } from '@practicum/contract';
import { cn } from '../lib/cn';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 52],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function timeAgo(iso: string, now: number): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(value) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

/** The bell's list: newest first, unread ones marked; choosing one opens what it is about. */
export function NotificationList({
  notifications,
  now,
  onChoose,
}: {
  notifications: Notification[];
  now: number;
  onChoose: (notification: Notification) => void;
}) {
  return (
    <ul aria-label="Notifications" className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
      {notifications.map((n) => (
        <li key={n.id} data-read={n.read}>
          <button
            type="button"
            onClick={() => onChoose(n)}
            className={cn(
              'focus-ring flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50',
              !n.read && 'bg-teal-50/60',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-teal-600')}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-slate-900">
                {!n.read && <span className="sr-only">Unread: </span>}
                {n.title}
              </span>
              <span className="mt-0.5 block text-sm break-words text-slate-700">{n.body}</span>
              <span className="mt-1 block text-xs text-slate-600">
                <time dateTime={n.created_at}>{timeAgo(n.created_at, now)}</time>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
