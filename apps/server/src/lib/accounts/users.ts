import { eq, sql } from 'drizzle-orm';
import { displayNameOf, roleOf, type User, type UserType } from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

/*
 * The user record as every part of the server reads it: looked up by id or email, and shown in its
 * public shape. Sign-in, administration, profiles, plans and the access check all need it, so it
 * belongs to none of them.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public shape of a user: every field the contract names, never the password hash. */
export function toUser(row: UserRow): User {
  const userType = row.userType as UserType;
  return {
    id: row.id,
    email: row.email,
    name: displayNameOf({
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      display_name: row.displayName,
      is_anonymous: row.isAnonymous,
    }),
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: row.displayName,
    is_anonymous: row.isAnonymous,
    user_type: userType,
    role: roleOf(userType),
    account_status: row.accountStatus,
    is_active: row.isActive,
    subscription: row.subscriptionPlan,
    subscription_plan: row.subscriptionPlan,
    subscription_status: row.subscriptionStatus,
    subscription_expires_at: iso(row.subscriptionExpiresAt),
    message_count: row.messageCount,
    max_messages: row.maxMessages,
    university: row.university,
    year: row.year,
    discipline: row.discipline,
    reset_request: row.resetRequest,
    reset_requested_at: iso(row.resetRequestedAt),
    created_at: row.createdAt.toISOString(),
    last_login: iso(row.lastLogin),
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function prepareUserById(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');
}
const userByIdStatements = new WeakMap<Db, ReturnType<typeof prepareUserById>>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs on every authenticated request, so the statement is prepared once per database. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  let statement = userByIdStatements.get(db);
  if (!statement) {
    statement = prepareUserById(db);
    userByIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
    .limit(1);
  return row;
}
