import { asc, desc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client';
import { notifications } from '../../db/notification-schema';
import { auditLog, sessions, users } from '../../db/schema';
import { userNotFound } from '../users/admin-users.service';
import { toUser } from '../../lib/accounts/users';
import { recordingExtension, type RecordingStore } from '../../lib/recording-store';
import { getSettings } from '../settings/settings.service';
import { sessionDetail } from '../sessions/sessions.service';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

const README = `This archive holds everything Practicum keeps about your account.

profile.json        your account (names, email, role, plan, university and year) and your settings
sessions.json       every practice session: patient, times, status, scores, report and transcript
recordings/         the recording of each session that still has one (Ogg Opus, or WAV for older ones)
notifications.json  the notices shown under the bell
activity.json       what the audit log holds about your account: sign-ins, changes, downloads
`;

/** The archive's file name: the account's id and the day it was made. */
export const exportFilename = (userId: string, at: Date) =>
  `practicum-data-${userId}-${at.toISOString().slice(0, 10)}.zip`;

/**
 * A user's data as a zip, streamed: profile and settings, each session with its transcript, scores
 * and report, its recording, notifications and the audit log about them. JSON is compressed;
 * recordings are already compressed audio and go in as they are, read one at a time while the
 * archive is sent. Throws 404 before anything is sent when there is no such user.
 */
export async function buildExport(db: Db, store: RecordingStore, userId: string): Promise<ZipFile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw userNotFound();
  const settings = await getSettings(db, userId);
  const ids = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.startTime));
  const details = [];
  for (const { id } of ids) details.push(await sessionDetail(db, id, userId));
  const notices = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      read_at: notifications.readAt,
      created_at: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const activity = await db
    .select({ action: auditLog.action, at: auditLog.createdAt, ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(asc(auditLog.createdAt));

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt');
  zip.addBuffer(json({ user: toUser(user), settings }), 'profile.json');
  zip.addBuffer(json(details), 'sessions.json');
  zip.addBuffer(json(notices), 'notifications.json');
  zip.addBuffer(json(activity), 'activity.json');
  for (const session of details) {
    const fileId = session.audio_file_id;
    if (!fileId) continue;
    // A recording listed but missing from the store (deleted by hand) is left out, not a broken archive.
    const size = await store.size(fileId);
    if (size === null) continue;
    zip.addReadStreamLazy(
      `recordings/session_${session.id}.${recordingExtension(fileId)}`,
      { compress: false, size },
      (cb) => cb(null, store.read(fileId)),
    );
  }
  zip.end();
  return zip;
}
