import {
  NotificationListResponseSchema,
  NotificationSchema,
  UnreadCountResponseSchema,
  type Notification,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeUser, ok, problem, renderWithApp, signIn, uuid } from '../../test/support';
import { NotificationBell } from './notification-bell';
import { timeAgo } from './notification-list';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function notice(overrides: Partial<Notification> = {}): Notification {
  return NotificationSchema.parse({
    id: uuid(),
    kind: 'review_comment',
    title: 'New comment on your session with Maria Santos',
    body: 'Lovely open questions.',
    link: '/student/history',
    read: false,
    created_at: minutesAgo(5),
    ...overrides,
  });
}

/** The notifications live on the fake server; reading them changes what it answers next. */
function fakeNotifications(initial: Notification[]) {
  const server = createFakeServer();
  let stored = initial;
  const unread = () => stored.filter((n) => !n.read).length;
  server.on('GET', '/notifications/unread-count', () =>
    ok(UnreadCountResponseSchema, { unread_count: unread() }),
  );
  server.on('GET', '/notifications', () =>
    ok(NotificationListResponseSchema, { notifications: stored, unread_count: unread() }),
  );
  server.on('POST', '/notifications/:id/read', ({ params }) => {
    stored = stored.map((n) => (n.id === params.id ? { ...n, read: true } : n));
    return ok(
      NotificationSchema,
      stored.find((n) => n.id === params.id)!,
    );
  });
  server.on('POST', '/notifications/read-all', () => {
    stored = stored.map((n) => ({ ...n, read: true }));
    return ok(UnreadCountResponseSchema, { unread_count: 0 });
  });
  return server;
}

function renderBell() {
  signIn(makeUser());
  return renderWithApp(<NotificationBell />, { url: '/student/dashboard' });
}

describe('the notification bell', () => {
  it('shows the unread count, lists the newest, and opens the one chosen, marking it read', async () => {
    const comment = notice();
    const approval = notice({
      kind: 'account_approved',
      title: 'Your account has been approved',
      body: 'An administrator approved your account. Welcome to Practicum!',
      link: '/dashboard',
      read: true,
      created_at: minutesAgo(60 * 26),
    });
    const server = fakeNotifications([comment, approval]);
    const { user, location } = renderBell();

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.dataset.read)).toEqual(['false', 'true']);
    expect(items[0]).toHaveTextContent('Unread: New comment on your session with Maria Santos');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('yesterday');

    await user.click(within(items[0]!).getByRole('button'));
    expect(server.calls('POST', `/notifications/${comment.id}/read`)).toHaveLength(1);
    expect(location().pathname).toBe('/student/history');
  });

  it('marks all read, and closes with Escape, giving focus back to the bell', async () => {
    const server = fakeNotifications([notice(), notice({ body: 'Explore the sleep problem sooner.' })]);
    const { user } = renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(server.calls('POST', '/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('says what will appear when there is nothing yet, and offers to try again after a failure', async () => {
    const server = fakeNotifications([]);
    server.once('GET', '/notifications', () => problem(503, 'Try later', 'unavailable'));
    const { user } = renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your notifications.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing yet\. Account approvals/)).toBeInTheDocument();
  });
});

describe('timeAgo', () => {
  it('says how long ago in plain words', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(timeAgo('2026-05-10T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-05-10T11:15:00Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2026-05-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-05-09T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-04-12T12:00:00Z', now)).toBe('4 weeks ago');
    expect(timeAgo('2024-05-10T12:00:00Z', now)).toBe('2 years ago');
  });
});
