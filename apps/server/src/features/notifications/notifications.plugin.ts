import fp from 'fastify-plugin';
import { createMailer } from '../../lib/mailer';
import { notificationsRoutes } from './notifications.routes';
import { Notifier } from './notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells people what happened: the bell always, email when SMTP_URL is set (see Notifier). */
    notifier: Notifier;
  }
}

/**
 * Notifications: the notifier other features call once their change is saved, and the routes of
 * the bell. Registered before the features that notify, so `app.notifier` is there for them.
 */
export const notificationsPlugin = fp<{ prefix: string }>(
  async (app, { prefix }) => {
    const notifier = new Notifier(
      app.db,
      createMailer(app.config),
      app.log.child({ feature: 'notifications' }),
      app.config.PUBLIC_URL,
    );
    app.decorate('notifier', notifier);
    await app.register(notificationsRoutes, { prefix });
    app.addHook('onClose', async () => {
      await notifier.settled();
      notifier.close();
    });
  },
  { name: 'notifications', dependencies: ['core', 'access'] },
);
