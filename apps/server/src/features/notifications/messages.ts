import { and, eq, inArray, ne } from 'drizzle-orm';
import type { NotificationKind } from '@practicum/contract';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';
import { findUserById, toUser } from '../../lib/accounts/users';

/** Something that happened which people should hear about. */
export type NotificationEvent =
  /** An administrator activated an account that was waiting for approval (or had been switched off). */
  | { kind: 'account_approved'; userId: string }
  /** Someone asked for their password to be reset; every other active administrator hears of it. */
  | { kind: 'reset_requested'; requesterId: string }
  /** A reviewer saved a comment on a session; its student hears of it. */
  | { kind: 'review_comment'; sessionId: string; comment: string }
  /** Someone signed up with the email of an existing account; its owner hears of it. */
  | { kind: 'signup_existing_email'; userId: string };

/** One recipient's notice: the in-app text and the email that may go with it. */
export interface Notice {
  recipient: Pick<UserRow, 'id' | 'email'> & { name: string };
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  email: { subject: string; text: string };
}

/** How much of a reviewer's comment the bell shows; the email and the session carry all of it. */
const EXCERPT_CHARS = 280;

const excerpt = (text: string) =>
  text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;

const recipientOf = (row: UserRow) => ({ id: row.id, email: row.email, name: toUser(row).name });

/** "Open it here: https://..." when the server knows its public address, else a plain pointer. */
function pointer(publicUrl: string | undefined, path: string, what: string): string {
  return publicUrl ? `${what}: ${new URL(path, publicUrl).toString()}` : `${what} in Practicum.`;
}

/**
 * The notices an event leads to, written out now (names, patient, the comment itself), so a later
 * change to any of them does not rewrite what people were told.
 */
export async function noticesFor(
  db: Db,
  event: NotificationEvent,
  publicUrl: string | undefined,
): Promise<Notice[]> {
  switch (event.kind) {
    case 'account_approved': {
      const user = await findUserById(db, event.userId);
      if (!user) return [];
      const recipient = recipientOf(user);
      return [
        {
          recipient,
          kind: event.kind,
          title: 'Your account has been approved',
          body: 'An administrator approved your account. Welcome to Practicum!',
          link: '/dashboard',
          email: {
            subject: 'Your Practicum account has been approved',
            text: `Hello ${recipient.name},\n\nAn administrator approved your Practicum account, so you can sign in now.\n\n${pointer(publicUrl, '/login', 'Sign in')}\n`,
          },
        },
      ];
    }
    case 'reset_requested': {
      const requester = await findUserById(db, event.requesterId);
      if (!requester) return [];
      const who = `${toUser(requester).name} (${requester.email})`;
      const admins = await db
        .select()
        .from(users)
        .where(
          and(
            inArray(users.userType, ['admin', 'super_admin']),
            eq(users.isActive, true),
            ne(users.id, requester.id),
          ),
        );
      return admins.map((admin) => {
        const recipient = recipientOf(admin);
        return {
          recipient,
          kind: event.kind,
          title: 'Password reset requested',
          body: `${who} asked for a password reset.`,
          link: '/admin/users',
          email: {
            subject: 'Password reset requested on Practicum',
            text: `Hello ${recipient.name},\n\n${who} asked for their Practicum password to be reset. Open their details in User Management to set a new one.\n\n${pointer(publicUrl, '/admin/users', 'User Management')}\n`,
          },
        };
      });
    }
    case 'signup_existing_email': {
      const user = await findUserById(db, event.userId);
      if (!user) return [];
      const recipient = recipientOf(user);
      const advice =
        'If this was you, you already have an account: sign in, or use "Forgot password?" on the sign-in page. If not, you can ignore this; nothing about your account changed.';
      return [
        {
          recipient,
          kind: event.kind,
          title: 'Someone tried to sign up with your email',
          body: advice,
          link: null,
          email: {
            subject: 'A sign-up with your email on Practicum',
            text: `Hello ${recipient.name},\n\nSomeone asked for a new Practicum account with your email address. ${advice}\n\n${pointer(publicUrl, '/login', 'Sign in')}\n`,
          },
        },
      ];
    }
    case 'review_comment': {
      const [row] = await db
        .select({ student: users, patientName: sessions.patientName, startTime: sessions.startTime })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, event.sessionId))
        .limit(1);
      if (!row) return [];
      const recipient = recipientOf(row.student);
      const day = row.startTime.toISOString().slice(0, 10);
      return [
        {
          recipient,
          kind: event.kind,
          title: `New comment on your session with ${row.patientName}`,
          body: excerpt(event.comment),
          link: '/student/history',
          email: {
            subject: `A reviewer commented on your session with ${row.patientName}`,
            text: `Hello ${recipient.name},\n\nA reviewer commented on your practice session with ${row.patientName} on ${day}:\n\n${event.comment}\n\n${pointer(publicUrl, '/student/history', 'Read it with the session in Session History')}\n`,
          },
        },
      ];
    }
  }
}
