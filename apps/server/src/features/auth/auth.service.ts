import { eq } from 'drizzle-orm';
import {
  ACCOUNT_STATUS_LOGIN_MESSAGES,
  INVALID_CREDENTIALS_MESSAGE,
  type SignupBody,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, normaliseEmail } from '../../lib/accounts/users';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/**
 * A sign-up: a new account (a student, `requested`, inactive until an admin activates it), or the
 * existing account that already has this email. Both cost one password hash, so neither the answer
 * nor its timing tells a stranger which addresses have accounts.
 */
export type SignupOutcome = { created: UserRow; existing?: never } | { existing: UserRow; created?: never };

export async function signup(db: Db, body: SignupBody): Promise<SignupOutcome> {
  const email = normaliseEmail(body.email);
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(db, email);
  if (existing) return { existing };
  try {
    // In its own (nested) transaction, so a lost race leaves the caller's transaction usable.
    const [row] = await db.transaction((tx) =>
      tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: body.first_name.trim(),
          lastName: body.last_name?.trim() || null,
          userType: 'customer',
          accountStatus: 'requested',
          isActive: false,
        })
        .returning(),
    );
    return { created: row! };
  } catch (err) {
    // A second sign-up with the same email at the same moment: the first one made the account.
    const winner = isUniqueViolation(err) ? await findUserByEmail(db, email) : undefined;
    if (winner) return { existing: winner };
    throw err;
  }
}

export type LoginOutcome =
  { ok: true; user: UserRow } | { ok: false; error: AppError; user: UserRow | undefined };

/**
 * Checks the password first and only then the account status, so the status of an account is
 * never revealed to someone who does not know its password.
 */
export async function checkCredentials(db: Db, username: string, password: string): Promise<LoginOutcome> {
  const user = await findUserByEmail(db, username);
  if (!user) {
    await burnPasswordCheck(password);
    return { ok: false, user, error: unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials') };
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    return { ok: false, user, error: unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials') };
  }
  if (user.accountStatus !== 'activated') {
    const detail = ACCOUNT_STATUS_LOGIN_MESSAGES[user.accountStatus];
    return { ok: false, user, error: new AppError(403, `account_${user.accountStatus}`, detail) };
  }
  if (!user.isActive) {
    return {
      ok: false,
      user,
      error: new AppError(403, 'account_inactive', ACCOUNT_STATUS_LOGIN_MESSAGES.inactive),
    };
  }
  return { ok: true, user };
}

export async function recordLogin(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId)).returning();
  return row!;
}

export const refreshRejected = () =>
  unauthorized('Invalid or expired refresh token', 'invalid_refresh_token');
