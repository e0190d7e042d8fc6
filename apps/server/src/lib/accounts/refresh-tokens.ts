import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '@practicum/contract';
import type { Db } from '../../db/client';
import { refreshTokens, type UserRow } from '../../db/schema';
import { newOpaqueToken, sha256 } from '../tokens';
import { findUserById } from './users';

/*
 * Refresh tokens: issued at sign-in and on a password change, rotated on refresh, revoked on sign-out,
 * deactivation or a password change. Sign-in and user administration both issue and revoke them.
 */

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
