import type { FastifyBaseLogger } from 'fastify';
import type { NotificationKind, NotificationSettings } from '@practicum/contract';
import type { Db } from '../../db/client';
import { mailFailure, type Mailer } from '../../lib/mailer';
import { getSettings } from '../settings/settings.service';
import { noticesFor, type Notice, type NotificationEvent } from './messages';
import { addNotifications } from './notifications.service';

/**
 * Whether a notice of `kind` may go to someone by email: only with email notifications on, and a
 * reviewer's comment only while "Reviewer comments" is on too.
 */
export function wantsEmail(kind: NotificationKind, settings: NotificationSettings): boolean {
  if (!settings.email_notifications) return false;
  return kind === 'review_comment' ? settings.feedback : true;
}

/**
 * Tells people what happened: always in the app (the bell), and by email when a mail server is
 * configured and the recipient wants it. Called once the change that caused it has been saved;
 * the emails go out afterwards in the background, so a slow or broken mail server never delays
 * or fails the request, and a failure is logged without addresses or names.
 */
export class Notifier {
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly publicUrl: string | undefined,
  ) {}

  get emailEnabled(): boolean {
    return this.mailer.enabled;
  }

  /** Never throws: what caused the notice has already happened and must stand. */
  async notify(event: NotificationEvent): Promise<void> {
    let notices: Notice[];
    try {
      notices = await noticesFor(this.db, event, this.publicUrl);
      await addNotifications(
        this.db,
        notices.map((n) => ({
          userId: n.recipient.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
        })),
      );
    } catch (err) {
      this.log.error({ kind: event.kind, err: errorCode(err) }, 'could not save a notification');
      return;
    }
    if (!this.mailer.enabled) return;
    for (const notice of notices) {
      const sending = this.email(notice).finally(() => this.sending.delete(sending));
      this.sending.add(sending);
    }
  }

  private async email(notice: Notice): Promise<void> {
    try {
      const { notifications } = await getSettings(this.db, notice.recipient.id);
      if (!wantsEmail(notice.kind, notifications)) return;
      await this.mailer.send({ to: notice.recipient.email, ...notice.email });
      this.log.info({ kind: notice.kind }, 'notification email sent');
    } catch (err) {
      this.log.warn({ kind: notice.kind, ...mailFailure(err) }, 'notification email failed');
    }
  }

  /** Resolves once every email queued so far has been sent or has failed (on shutdown). */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.allSettled([...this.sending]);
  }

  close(): void {
    this.mailer.close();
  }
}

/** A database error's code only: its message may quote the values of the row. */
function errorCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}
