import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '@practicum/contract';
import type { Db } from '../../db/client';
import { refreshTokens, users, type UserRow } from '../../db/schema';
import { newOpaqueToken, sha256 } from '../tokens';
import { findUserById } from './users';

/*
 * Refresh tokens: issued at sign-in and on a password change, rotated on refresh, revoked on sign-out,
 * deactivation or a password change. Sign-in and user administration both issue and revoke them.
 */

/**
 * Issues an access token and a new refresh token (in `familyId`, or a new family for a fresh login).
 * The access token names the family, so revoking the family ends the access token too.
 */
export async function issueTokens(
  app: FastifyInstance,
  user: UserRow,
  familyId: string = randomUUID(),
  db: Db = app.db,
) {
  const refresh = newOpaqueToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(Date.now() + app.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    })
    .returning({ id: refreshTokens.id });
  const pair: TokenPair = {
    access_token: await app.tokens.sign({ sub: user.id, user_type: user.userType, sid: familyId }),
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
  // Claim the token atomically: if two requests race, only one sees it unrevoked. The claim and its
  // successor commit together, so the access check never sees the family without a live token.
  const pair = await app.db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    const { pair, tokenId } = await issueTokens(app, user, row.familyId, tx);
    await tx.update(refreshTokens).set({ replacedBy: tokenId }).where(eq(refreshTokens.id, row.id));
    return pair;
  });
  if (!pair) {
    await revokeFamily(app.db, row.familyId);
    return { ok: false, reused: true, userId: row.userId };
  }
  return { ok: true, pair, user };
}

function prepareSignedInUser(db: Db) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sid')}
          and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
      ),
    )
    .limit(1)
    .prepare('signed_in_user');
}
const signedInUserStatements = new WeakMap<Db, ReturnType<typeof prepareSignedInUser>>();

/**
 * The user an access token speaks for, if the sign-in it names (`sid`, its refresh-token family)
 * still has a live refresh token: logout, an admin ending the user's sessions, a password reset or
 * a replayed refresh token revoke the family, and from then on its access tokens are refused. One
 * indexed query, against the database every instance shares; the access plugin keeps its answers in
 * memory only while no change notice names the user (`SignedInUsers`, ADR 031).
 */
export async function findSignedInUser(db: Db, userId: string, sid: string): Promise<UserRow | undefined> {
  let statement = signedInUserStatements.get(db);
  if (!statement) {
    statement = prepareSignedInUser(db);
    signedInUserStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id: userId, sid });
  return row;
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

/**
 * Revokes every refresh token of a user (deactivation, password change, an admin ending their
 * sessions), and with them every access token; returns how many sign-ins were live.
 */
export async function revokeAllForUser(db: Db, userId: string): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((r) => r.familyId)).size;
}

/** How many sign-ins (refresh-token families) of a user are live, for User Details. */
export async function liveSignIns(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${refreshTokens.familyId})`.mapWith(Number) })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    );
  return row?.n ?? 0;
}
