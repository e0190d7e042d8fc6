import { eq, sql } from 'drizzle-orm';
import { permissionsOf, roleOf, type PermissionsResponse, type UserType } from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { normaliseEmail } from '../../lib/accounts/users';

export function permissionsFor(row: UserRow): PermissionsResponse {
  const userType = row.userType as UserType;
  const role = roleOf(userType);
  return { user_type: userType, role, is_admin: role === 'admin', permissions: permissionsOf(userType) };
}

/**
 * Flags the account for an admin to reset its password. Returns the user id, if the account exists,
 * and whether a request was already waiting (admins are told once, not at every repeat).
 */
export async function flagResetRequest(
  db: Db,
  email: string,
): Promise<{ id: string; alreadyRequested: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, flagged: users.resetRequest })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(users)
      .set({ resetRequest: true, resetRequestedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, before.id));
    return { id: before.id, alreadyRequested: before.flagged };
  });
}
