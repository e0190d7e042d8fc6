import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_STATUSES,
  USER_TYPES,
  type ListUsersParams,
  type PendingRequestsResponse,
  type StatusStatistics,
  type UserFilter,
  type UserListResponse,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { toUser } from '../../lib/accounts/users';

export const ADMIN_TYPES = ['admin', 'super_admin'] as const;
const STUDENT_TYPES = ['customer', 'moderator'] as const;

/** Makes user input match literally inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.displayName, pattern),
    sql`${fullName} ilike ${pattern}`,
  )!;
}

const FILTERS: Record<UserFilter, SQL | undefined> = {
  all: undefined,
  admins: inArray(users.userType, [...ADMIN_TYPES]),
  students: inArray(users.userType, [...STUDENT_TYPES]),
  active: eq(users.isActive, true),
  inactive: eq(users.isActive, false),
};

/**
 * Accounts waiting for approval come first, on the first page, so an admin sees who is waiting without
 * filtering for them; then everyone else. Newest first within each group.
 */
const waitingFirst = desc(sql`(${users.accountStatus} = 'requested')`);

/** One page of users matching the search and filters, waiting ones first, with the total number of matches. */
export async function listUsers(db: Db, query: ListUsersParams): Promise<UserListResponse> {
  const conditions: (SQL | undefined)[] = [FILTERS[query.filter]];
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.account_status) conditions.push(eq(users.accountStatus, query.account_status));
  if (query.reset_request !== undefined) conditions.push(eq(users.resetRequest, query.reset_request));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(waitingFirst, desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toUser), total_count: total?.n ?? 0 };
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Counts for the stat tiles of User Management. */
export async function statusStatistics(db: Db): Promise<StatusStatistics> {
  const groups = await db
    .select({
      status: users.accountStatus,
      type: users.userType,
      active: users.isActive,
      reset: users.resetRequest,
      n: count(),
    })
    .from(users)
    .groupBy(users.accountStatus, users.userType, users.isActive, users.resetRequest);

  const stats: StatusStatistics = {
    total_users: 0,
    admins: 0,
    active_users: 0,
    inactive_users: 0,
    pending_requests: 0,
    reset_requests: 0,
    by_status: zeroes(ACCOUNT_STATUSES),
    by_user_type: zeroes(USER_TYPES),
  };
  for (const g of groups) {
    stats.total_users += g.n;
    if ((ADMIN_TYPES as readonly string[]).includes(g.type)) stats.admins += g.n;
    if (g.active) stats.active_users += g.n;
    else stats.inactive_users += g.n;
    if (g.status === 'requested') stats.pending_requests += g.n;
    if (g.reset) stats.reset_requests += g.n;
    stats.by_status[g.status] += g.n;
    stats.by_user_type[g.type] += g.n;
  }
  return stats;
}

const PENDING_LIST_SIZE = 50;

/** Sign-ups waiting for approval and password-reset requests, oldest first. */
export async function pendingRequests(db: Db): Promise<PendingRequestsResponse> {
  const requested = eq(users.accountStatus, 'requested');
  const reset = eq(users.resetRequest, true);
  const [[counts], rows] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${requested})`.mapWith(Number),
        resets: sql<number>`count(*) filter (where ${reset})`.mapWith(Number),
        total: count(),
      })
      .from(users)
      .where(or(requested, reset)),
    db
      .select()
      .from(users)
      .where(or(requested, reset))
      .orderBy(asc(sql`coalesce(${users.resetRequestedAt}, ${users.createdAt})`), asc(users.id))
      .limit(PENDING_LIST_SIZE),
  ]);
  return {
    pending_count: counts?.pending ?? 0,
    reset_request_count: counts?.resets ?? 0,
    users: rows.map(toUser),
    total_count: counts?.total ?? 0,
  };
}
