import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AccountStatus, CreateUserBody, UserType } from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError, conflict, forbidden } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { revokeAllForUser } from '../../lib/accounts/refresh-tokens';
import { findUserByEmail, normaliseEmail } from '../../lib/accounts/users';
import { ADMIN_TYPES } from './user-list.service';

/** A change an admin makes to another account through the admin endpoints. */
export type AdminChange =
  | { kind: 'role'; newRole: UserType }
  | { kind: 'active'; isActive: boolean }
  | { kind: 'account_status'; newStatus: AccountStatus }
  | { kind: 'password'; passwordHash: string }
  /** Clears the failed sign-in lock (kept outside the database; the route clears it). */
  | { kind: 'unlock' }
  /** Signs the user out of every browser: refresh tokens and, with them, access tokens. */
  | { kind: 'end_sessions' };

export interface ChangeResult {
  before: UserRow;
  after: UserRow;
}

export const userNotFound = () => new AppError(404, 'user_not_found', 'User not found');

export const isAdminType = (type: string) => (ADMIN_TYPES as readonly string[]).includes(type);
const isLiveSuperAdmin = (u: UserRow) =>
  u.userType === 'super_admin' && u.accountStatus === 'activated' && u.isActive;

const SELF_MESSAGES: Record<AdminChange['kind'], string> = {
  role: 'You cannot change your own role',
  active: 'You cannot deactivate or reactivate your own account',
  account_status: 'You cannot change the status of your own account',
  password: 'Use Profile & Security to change your own password',
  unlock: 'You cannot unlock your own sign-in',
  end_sessions: 'Use Logout to end your own session',
};

/** Would the change leave the target without super admin powers? */
function removesSuperAdmin(target: UserRow, change: AdminChange): boolean {
  if (!isLiveSuperAdmin(target)) return false;
  if (change.kind === 'role') return change.newRole !== 'super_admin';
  if (change.kind === 'active') return !change.isActive;
  if (change.kind === 'account_status') return change.newStatus !== 'activated';
  return false;
}

function patchFor(target: UserRow, change: AdminChange): Partial<UserRow> {
  const now = new Date();
  switch (change.kind) {
    case 'role':
      return { userType: change.newRole, updatedAt: now };
    case 'active':
      if (change.isActive && target.accountStatus !== 'activated') {
        throw conflict(
          'Only an activated account can be made active. Change its account status first.',
          'account_not_activated',
        );
      }
      return { isActive: change.isActive, updatedAt: now };
    case 'account_status':
      // The account status sets the active flag: activated makes the user active, any other inactive.
      return { accountStatus: change.newStatus, isActive: change.newStatus === 'activated', updatedAt: now };
    case 'password':
      return {
        passwordHash: change.passwordHash,
        resetRequest: false,
        resetRequestedAt: null,
        updatedAt: now,
      };
    case 'unlock':
    case 'end_sessions':
      return { updatedAt: now };
  }
}

/**
 * Refresh tokens die with deactivation, a status other than activated, a password reset and an
 * admin ending the sessions; access tokens name their refresh family, so they die at the same time.
 */
function revokesTokens(after: UserRow, change: AdminChange): boolean {
  if (change.kind === 'password' || change.kind === 'end_sessions') return true;
  return !after.isActive || after.accountStatus !== 'activated';
}

/**
 * Applies an admin's change to another account under the escalation rules (ADR 009):
 * no change to one's own account here; administrator accounts (and promotion to one) belong to
 * super admins; the last live super admin stays. The actor, the target and every live super admin
 * are locked (in id order, so two admins never deadlock) and re-read inside the transaction, so two
 * super admins demoting each other at once cannot both succeed.
 */
export async function applyAdminChange(
  db: Db,
  actorId: string,
  targetId: string,
  change: AdminChange,
  /** Runs inside the change's transaction (its audit entry): if it fails, the change is undone. */
  alongside: (tx: Db, result: ChangeResult) => Promise<void> = async () => {},
): Promise<ChangeResult> {
  return retryOnLockConflict(() => lockedChange(db, actorId, targetId, change, alongside));
}

/** PostgreSQL may abort one of several concurrent lock-taking transactions (deadlock, serialization); retrying it is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

async function retryOnLockConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code =
        (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt));
    }
  }
}

async function lockedChange(
  db: Db,
  actorId: string,
  targetId: string,
  change: AdminChange,
  alongside: (tx: Db, result: ChangeResult) => Promise<void>,
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(users)
      .where(
        or(
          inArray(users.id, [actorId, targetId]),
          and(
            eq(users.userType, 'super_admin'),
            eq(users.accountStatus, 'activated'),
            eq(users.isActive, true),
          ),
        ),
      )
      .orderBy(asc(users.id))
      // NO KEY UPDATE: the id never changes here, and this lock does not block the foreign-key checks
      // (KEY SHARE) of concurrent audit inserts, which FOR UPDATE would turn into deadlocks.
      .for('no key update');
    const actor = locked.find((u) => u.id === actorId);
    const target = locked.find((u) => u.id === targetId);
    if (!actor || !isAdminType(actor.userType) || actor.accountStatus !== 'activated' || !actor.isActive) {
      throw forbidden('Administrator access required');
    }
    if (!target) throw userNotFound();
    if (actor.id === target.id) throw forbidden(SELF_MESSAGES[change.kind], 'own_account');

    const touchesAdmin =
      isAdminType(target.userType) || (change.kind === 'role' && isAdminType(change.newRole));
    if (touchesAdmin && actor.userType !== 'super_admin') {
      throw forbidden('Only a super admin can manage administrator accounts', 'super_admin_required');
    }
    if (removesSuperAdmin(target, change) && !locked.some((u) => u.id !== target.id && isLiveSuperAdmin(u))) {
      throw conflict('The last active super admin cannot be demoted or deactivated', 'last_super_admin');
    }

    const [after] = await tx
      .update(users)
      .set(patchFor(target, change))
      .where(eq(users.id, target.id))
      .returning();
    if (revokesTokens(after!, change)) await revokeAllForUser(tx, target.id);
    const result = { before: target, after: after! };
    await alongside(tx, result);
    return result;
  });
}

const UNIQUE_VIOLATION = '23505';
const emailTaken = () => conflict('An account with this email already exists', 'email_taken');

/** An account created by an admin is activated at once; only a super admin may create administrators. */
export async function createUserAsAdmin(
  db: Db,
  actor: UserRow,
  userType: UserType,
  body: CreateUserBody,
): Promise<UserRow> {
  if (isAdminType(userType) && actor.userType !== 'super_admin') {
    throw forbidden('Only a super admin can create administrator accounts', 'super_admin_required');
  }
  const email = normaliseEmail(body.email);
  if (await findUserByEmail(db, email)) throw emailTaken();
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        userType,
        accountStatus: 'activated',
        isActive: true,
        ...(isAdminType(userType) ? { maxMessages: -1 } : {}),
      })
      .returning();
    return row!;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION) throw emailTaken();
    throw err;
  }
}
