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

/** Flags the account for an admin to reset its password; returns the user id, if the account exists. */
export async function flagResetRequest(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ resetRequest: true, resetRequestedAt: new Date(), updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
    .returning({ id: users.id });
  return row?.id;
}
