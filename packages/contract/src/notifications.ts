import { z } from 'zod';

// In-app notifications (the bell in the top bar) and whether this server also sends them by email.

/**
 * What a notification is about: an account approved (to its owner), a password reset request (to
 * every administrator), a reviewer's comment on a session (to its student), someone signing up
 * with the email of an existing account (to its owner; sign-up itself does not say so).
 */
export const NOTIFICATION_KINDS = [
  'account_approved',
  'reset_requested',
  'review_comment',
  'signup_existing_email',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications one page of the list holds at most. */
export const NOTIFICATION_LIST_MAX = 50;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the app the notification leads to (`/student/history`), or null. */
  link: z.string().startsWith('/').nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${NOTIFICATION_LIST_MAX}`)
    .max(NOTIFICATION_LIST_MAX, `limit must be between 1 and ${NOTIFICATION_LIST_MAX}`)
    .default(20),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** The newest notifications first, and how many of all of them are unread. */
export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread_count: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ unread_count: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

export const NotificationIdParamsSchema = z.object({ id: z.uuid('Notification id must be a UUID') });

/** How notifications reach people here: always in the app; by email only when SMTP is configured. */
export const NotificationChannelsSchema = z.object({
  in_app: z.literal(true),
  email: z.boolean(),
});
export type NotificationChannels = z.infer<typeof NotificationChannelsSchema>;
