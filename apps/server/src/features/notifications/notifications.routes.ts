import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationChannelsSchema,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSchema,
  UnreadCountResponseSchema,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service';

const errors = errorResponses(401, 404, 422);
const doc = (summary: string) => ({ tags: ['notifications'], summary, security: [{ bearer: [] }] });
/** Everybody reads and marks their own notifications only. */
const own = { access: 'authenticated' as const };

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: own,
      schema: {
        ...doc('My notifications, newest first, with how many are unread'),
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errors },
      },
    },
    async (request) => listNotifications(app.db, currentUser(request).id, request.query.limit),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: own,
      schema: {
        ...doc('How many of my notifications are unread'),
        response: { 200: UnreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ unread_count: await unreadCount(app.db, currentUser(request).id) }),
  );

  app.get(
    '/notifications/channels',
    {
      config: own,
      schema: {
        ...doc('How notifications reach people: in the app always, by email when SMTP is configured'),
        response: { 200: NotificationChannelsSchema, ...errors },
      },
    },
    async () => ({ in_app: true as const, email: app.notifier.emailEnabled }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: own,
      schema: {
        ...doc('Mark one of my notifications read'),
        params: NotificationIdParamsSchema,
        response: { 200: NotificationSchema, ...errors },
      },
    },
    async (request) => markRead(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      config: own,
      schema: {
        ...doc('Mark all my notifications read'),
        response: { 200: UnreadCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      await markAllRead(app.db, currentUser(request).id);
      return { unread_count: 0 };
    },
  );
};
