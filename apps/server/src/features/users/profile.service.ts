import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  EMAIL_CANNOT_BE_CHANGED,
  type ToggleAnonymousBody,
  type UpdateMeBody,
  type UpdatePasswordBody,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { normaliseEmail } from '../../lib/accounts/users';

type ProfileFields = Pick<UserRow, 'firstName' | 'lastName' | 'university' | 'year' | 'discipline'>;

export interface ProfileChange {
  row: UserRow;
  /** Only the fields that changed, before and after. */
  before: Partial<ProfileFields>;
  after: Partial<ProfileFields>;
}

/** The profile form: names, university, year, discipline. Email is read-only. */
export async function updateProfile(db: Db, user: UserRow, body: UpdateMeBody): Promise<ProfileChange> {
  if (body.email !== undefined && normaliseEmail(body.email) !== user.email) {
    throw new AppError(422, 'email_immutable', EMAIL_CANNOT_BE_CHANGED);
  }
  const wanted: Partial<ProfileFields> = {};
  if (body.first_name !== undefined) wanted.firstName = body.first_name;
  if (body.last_name !== undefined) wanted.lastName = body.last_name?.trim() || null;
  if (body.university !== undefined) wanted.university = body.university;
  if (body.year !== undefined) wanted.year = body.year;
  if (body.discipline !== undefined) wanted.discipline = body.discipline;

  const before: Partial<ProfileFields> = {};
  const after: Partial<ProfileFields> = {};
  for (const key of Object.keys(wanted) as (keyof ProfileFields)[]) {
    if (wanted[key] === user[key]) continue;
    (before as Record<string, unknown>)[key] = user[key];
    (after as Record<string, unknown>)[key] = wanted[key];
  }
  if (Object.keys(after).length === 0) return { row: user, before, after };
  const [row] = await db
    .update(users)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { row: row!, before, after };
}

/** Checks the current password, then stores the new one. The caller revokes the old sign-ins. */
export async function changePassword(db: Db, user: UserRow, body: UpdatePasswordBody): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw new AppError(400, 'invalid_current_password', 'Current password is incorrect');
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.new_password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

const generatedDisplayName = () => `Anonymous Student ${randomBytes(2).toString('hex').toUpperCase()}`;

/**
 * Anonymous mode: while on, `display_name` is the name shown for the user everywhere (toUser's
 * `name`). The display name is kept when the mode is turned off, so turning it on again reuses it.
 */
export async function setAnonymous(db: Db, user: UserRow, body: ToggleAnonymousBody): Promise<UserRow> {
  const displayName = body.display_name ?? user.displayName ?? (body.enabled ? generatedDisplayName() : null);
  const [row] = await db
    .update(users)
    .set({ isAnonymous: body.enabled, displayName, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}
