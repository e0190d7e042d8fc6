import type { Notification } from '@practicum/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { Button } from './ui/button';
import { Icon } from './ui/icon';
import { Spinner } from './ui/spinner';
import { NotificationList } from './notification-list';

function BellIcon() {
  return (
    <Icon>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2.2 2.2 0 0 0 4 0" />
    </Icon>
  );
}

/** The badge's figure: exact up to 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell in the top bar: an unread badge, and on click the newest notifications. Choosing one
 * marks it read and opens what it is about; Escape or a click elsewhere closes the list.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unreadQuery = useUnreadCount();
  const unread = unreadQuery.data ?? 0;
  const { refetch: refetchUnread } = unreadQuery;
  const list = useNotifications(open);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  // Between polls, opening another page is a natural moment to look again (the first page has
  // just asked).
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    void refetchUnread();
  }, [pathname, refetchUnread]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  function choose(notification: Notification) {
    if (!notification.read) markRead.mutate(notification.id);
    if (!notification.link) return;
    setOpen(false);
    void navigate(notification.link);
  }

  const items = list.data?.notifications ?? [];
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="focus-ring relative inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-700 px-1 text-xs font-semibold text-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Notifications"
          className="absolute right-0 z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            <Button
              variant="link"
              className="text-sm"
              disabled={!items.some((n) => !n.read)}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all as read
            </Button>
          </div>
          {list.isPending ? (
            <div className="flex justify-center px-4 py-6 text-teal-700">
              <Spinner label="Loading notifications" />
            </div>
          ) : list.isError ? (
            <div role="alert" className="space-y-2 px-4 py-4 text-sm text-slate-700">
              <p>Could not load your notifications.</p>
              <Button variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-700">
              Nothing yet. Account approvals, reviewers&apos; comments on your sessions and, for admins,
              password reset requests appear here.
            </p>
          ) : (
            <NotificationList notifications={items} now={list.dataUpdatedAt} onChoose={choose} />
          )}
        </section>
      )}
    </div>
  );
}
