import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, sessions, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { recordingIdsOf } from './storage.service';

/**
 * Audit entries whose values name the person (email at sign-up or creation, names, display name).
 * Erasure blanks those values; the entries themselves (who did what, when) stay, unlinked from the
 * account by the database once it is deleted.
 */
const PERSONAL_AUDIT_ACTIONS = ['auth.signup', 'user.create', 'user.profile', 'user.anonymous'];

export interface Erased {
  sessions: number;
  /** Recording files to remove once the erasure is committed. */
  recordingIds: string[];
}

/**
 * Deletes an account and everything in it, once its password is confirmed: sessions with their
 * transcripts, scores and reviews, settings, notifications and sign-ins go with the user row (the
 * foreign keys cascade). The caller removes the recording files after the transaction commits.
 */
export async function eraseAccount(db: Db, user: UserRow, password: string): Promise<Erased> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(400, 'invalid_password', 'Password is incorrect');
  }
  const recordingIds = await recordingIdsOf(db, user.id);
  const owned = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
  await db
    .update(auditLog)
    .set({ oldValue: null, newValue: null })
    .where(and(eq(auditLog.targetUserId, user.id), inArray(auditLog.action, PERSONAL_AUDIT_ACTIONS)));
  await db.delete(users).where(eq(users.id, user.id));
  return { sessions: owned.length, recordingIds };
}
