import { and, eq, lt, or, sql } from 'drizzle-orm';
import {
  ALLOWANCE_EXHAUSTED_CODE,
  allowanceExhaustedMessage,
  type Allowance,
  type UpdateAllowanceBody,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';
import { isAdminType } from '../users/admin-users.service';
import { allowanceOf } from './subscription.service';

/**
 * 402 Payment Required: the request was fine and the user is who they say, but the free allowance
 * is spent. Deliberately not 403, which means "not allowed for your role".
 */
export const allowanceExhausted = (maxMessages: number) =>
  new AppError(402, ALLOWANCE_EXHAUSTED_CODE, allowanceExhaustedMessage(maxMessages));

/**
 * Spends one message of the allowance, or nothing if none is left, in a single conditional UPDATE:
 * the row lock makes concurrent calls queue, and each re-checks the condition on the row the previous
 * one committed, so the count can never pass max_messages (ADR 007).
 */
export async function consumeAllowance(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ messageCount: sql`${users.messageCount} + 1` })
    .where(
      and(eq(users.id, userId), or(eq(users.maxMessages, -1), lt(users.messageCount, users.maxMessages))),
    )
    .returning();
  return row ?? null;
}

/** Only free-plan students spend allowance (ADR 007); admins and paid plans are unlimited. */
export const spendsAllowance = (user: UserRow) => !allowanceOf(user).unlimited;

/**
 * Runs `start` (which creates a practice session, or returns the active one) and, when it really
 * created one for a free-plan student, spends one message in the same transaction. With none left
 * the transaction rolls back, so a refused start leaves no session behind; resuming an existing
 * active session never costs anything.
 */
export async function withinAllowance<T extends { created: boolean }>(
  db: Db,
  user: UserRow,
  start: (db: Db) => Promise<T>,
): Promise<T> {
  if (!spendsAllowance(user)) return start(db);
  return db.transaction(async (tx) => {
    const result = await start(tx as unknown as Db);
    if (result.created && !(await consumeAllowance(tx as unknown as Db, user.id))) {
      throw allowanceExhausted(user.maxMessages);
    }
    return result;
  });
}

/**
 * POST /users/increment-message-count and its aliases: spends one message for a free-plan student
 * (402 when none is left); for unlimited users it only reports the allowance.
 */
export async function useMessage(db: Db, user: UserRow): Promise<Allowance> {
  if (!spendsAllowance(user)) return allowanceOf(user);
  const row = await consumeAllowance(db, user.id);
  if (!row) throw allowanceExhausted(user.maxMessages);
  return allowanceOf(row);
}

/**
 * An admin sets a user's allowance (and may start the count again). Like every other change to an
 * administrator account, an administrator's allowance is changed by a super admin only.
 */
export async function setAllowance(
  db: Db,
  actor: UserRow,
  userId: string,
  body: UpdateAllowanceBody,
): Promise<{ before: UserRow; after: UserRow } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) return null;
    if (isAdminType(before.userType) && actor.userType !== 'super_admin') {
      throw forbidden('Only a super admin can manage administrator accounts', 'super_admin_required');
    }
    const [after] = await tx
      .update(users)
      .set({
        maxMessages: body.max_messages,
        ...(body.reset_message_count ? { messageCount: 0 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return { before, after: after! };
  });
}
