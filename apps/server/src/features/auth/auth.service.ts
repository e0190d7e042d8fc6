import { eq } from 'drizzle-orm';
import {
  ACCOUNT_STATUS_LOGIN_MESSAGES,
  INVALID_CREDENTIALS_MESSAGE,
  type SignupBody,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError, conflict, unauthorized } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, normaliseEmail } from '../../lib/accounts/users';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/** Creates a self-registered account: a student, `requested`, inactive until an admin activates it. */
export async function signup(db: Db, body: SignupBody): Promise<UserRow> {
  const email = normaliseEmail(body.email);
  if (await findUserByEmail(db, email))
    throw conflict('An account with this email already exists', 'email_taken');
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name.trim(),
        lastName: body.last_name?.trim() || null,
        userType: 'customer',
        accountStatus: 'requested',
        isActive: false,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('An account with this email already exists', 'email_taken');
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
