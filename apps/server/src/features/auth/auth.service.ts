import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_STATUS_LOGIN_MESSAGES,
  INVALID_CREDENTIALS_MESSAGE,
  type SignupBody,
  type TokenPair,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { refreshTokens, users, type UserRow } from '../../db/schema';
import { AppError, conflict, unauthorized } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { findUserByEmail, findUserById, normaliseEmail } from '../users/users.service';

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

/** Issues an access token and a new refresh token (in `familyId`, or a new family for a fresh login). */
export async function issueTokens(app: FastifyInstance, user: UserRow, familyId: string = randomUUID()) {
  const refresh = newOpaqueToken();
  const [row] = await app.db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(Date.now() + app.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    })
    .returning({ id: refreshTokens.id });
  const pair: TokenPair = {
    access_token: await app.tokens.sign({ sub: user.id, user_type: user.userType }),
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: app.tokens.ttl,
  };
  return { pair, tokenId: row!.id };
}

export const refreshRejected = () =>
  unauthorized('Invalid or expired refresh token', 'invalid_refresh_token');

export type RefreshOutcome =
  { ok: true; pair: TokenPair; user: UserRow } | { ok: false; reused: boolean; userId: string | null };

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it leaked (or was
 * replayed), so the whole family is revoked and the holder must sign in again.
 */
export async function rotateRefreshToken(app: FastifyInstance, token: string): Promise<RefreshOutcome> {
  const [row] = await app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return { ok: false, reused: false, userId: null };
  if (row.revokedAt) {
    if (row.replacedBy) await revokeFamily(app.db, row.familyId);
    return { ok: false, reused: row.replacedBy !== null, userId: row.userId };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reused: false, userId: row.userId };

  const user = await findUserById(app.db, row.userId);
  if (!user || user.accountStatus !== 'activated' || !user.isActive) {
    await revokeFamily(app.db, row.familyId);
    return { ok: false, reused: false, userId: row.userId };
  }
  // Claim the token atomically: if two requests race, only one sees it unrevoked.
  const claimed = await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(app.db, row.familyId);
    return { ok: false, reused: true, userId: row.userId };
  }
  const { pair, tokenId } = await issueTokens(app, user, row.familyId);
  await app.db.update(refreshTokens).set({ replacedBy: tokenId }).where(eq(refreshTokens.id, row.id));
  return { ok: true, pair, user };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of the given refresh token; returns its user, if the token was known. */
export async function revokeByToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.userId;
}

/** Revokes every refresh token of a user (deactivation, password change). */
export async function revokeAllForUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
