import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@practicum/contract';
import { users } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * What the bell in the top bar lists: one row per recipient, written whether or not an email goes
 * out too, so nothing depends on the mail server. The text is written when the event happens (a
 * later rename does not rewrite old notices), and `read_at` stays null until the recipient opens it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the app the notice leads to, or null. */
    link: text('link'),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The unread badge counts only these, on every page of every signed-in user.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_link_is_path', sql`${t.link} is null or ${t.link} like '/%'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
