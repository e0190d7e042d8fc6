import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification, NotificationKind, NotificationListResponse } from '@practicum/contract';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/notification-schema';
import { notFound } from '../../lib/app-error';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function addNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One user's notifications, newest first, and how many of all of theirs are unread. */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<NotificationListResponse> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { notifications: rows.map(toNotification), unread_count: await unreadCount(db, userId) };
}

/**
 * Marks one of the user's own notifications read (again is fine). Another user's notification
 * answers 404, as if it did not exist.
 */
export async function markRead(db: Db, userId: string, id: string): Promise<Notification> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine).limit(1);
  if (!row) throw notFound('Notification not found', 'notification_not_found');
  return toNotification(row);
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
