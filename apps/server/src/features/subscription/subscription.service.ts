import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import {
  roleOf,
  type Allowance,
  type CheckoutProvider,
  type CurrentSubscription,
  type SubscriptionPlan,
  type SubscriptionStatus,
  type UserType,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError, conflict } from '../../lib/app-error';
import { isRecurring } from './plans';

/** What a plan change looked like, for the audit log. */
export interface PlanState {
  plan: SubscriptionPlan;
  status: string;
  expires_at: string | null;
}

export interface PlanChange {
  userId: string;
  before: PlanState;
  after: PlanState;
  /** demo_checkout, stripe_checkout, cancel, stripe_subscription_*, expired ... */
  reason: string;
}

export const planStateOf = (u: UserRow): PlanState => ({
  plan: u.subscriptionPlan,
  status: u.subscriptionStatus,
  expires_at: u.subscriptionExpiresAt?.toISOString() ?? null,
});

/** A paid plan is in force: not free, and not past its paid-through date. */
export function hasPaidPlan(u: UserRow, now = new Date()): boolean {
  if (u.subscriptionPlan === 'free') return false;
  return !u.subscriptionExpiresAt || u.subscriptionExpiresAt > now;
}

const isAdmin = (u: UserRow) => roleOf(u.userType as UserType) === 'admin';

/** Admins and paid plans are never limited; -1 is the admin-set "unlimited" of a free account. */
export function allowanceOf(u: UserRow, now = new Date()): Allowance {
  const unlimited = isAdmin(u) || hasPaidPlan(u, now);
  const uncapped = unlimited || u.maxMessages === -1;
  return {
    can_send_message: uncapped || u.messageCount < u.maxMessages,
    message_count: u.messageCount,
    max_messages: u.maxMessages,
    remaining: uncapped ? null : Math.max(0, u.maxMessages - u.messageCount),
    unlimited,
    plan: hasPaidPlan(u, now) ? u.subscriptionPlan : 'free',
  };
}

function statusOf(u: UserRow): SubscriptionStatus {
  const s = u.subscriptionStatus;
  return s === 'active' || s === 'cancelled' || s === 'expired' ? s : 'none';
}

export function currentSubscriptionOf(u: UserRow, mode: CheckoutProvider): CurrentSubscription {
  const paid = hasPaidPlan(u);
  return {
    plan: u.subscriptionPlan,
    status: statusOf(u),
    expires_at: u.subscriptionExpiresAt?.toISOString() ?? null,
    is_paid: paid,
    cancellable: paid && isRecurring(u.subscriptionPlan) && u.subscriptionStatus === 'active',
    checkout_mode: mode,
    allowance: allowanceOf(u),
  };
}

/** Sets the plan fields of one user; returns the change, or null when the user does not exist. */
export async function setPlan(
  db: Db,
  userId: string,
  next: { plan: SubscriptionPlan; status: SubscriptionStatus; expiresAt: Date | null },
  reason: string,
): Promise<PlanChange | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(users)
      .set({
        subscriptionPlan: next.plan,
        subscriptionStatus: next.status,
        subscriptionExpiresAt: next.expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return { userId, before: planStateOf(before), after: planStateOf(after!), reason };
  });
}

/**
 * A paid plan past its paid-through date falls back to free (lazily, when the user is next seen):
 * a cancelled monthly plan, or a demo purchase whose month is over.
 */
export async function expireIfLapsed(
  db: Db,
  u: UserRow,
): Promise<{ user: UserRow; change: PlanChange | null }> {
  if (u.subscriptionPlan === 'free' || hasPaidPlan(u)) return { user: u, change: null };
  const [after] = await db
    .update(users)
    .set({
      subscriptionPlan: 'free',
      subscriptionStatus: 'expired',
      subscriptionExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.id, u.id),
        ne(users.subscriptionPlan, 'free'),
        isNotNull(users.subscriptionExpiresAt),
        lte(users.subscriptionExpiresAt, new Date()),
      ),
    )
    .returning();
  if (!after) return { user: u, change: null };
  return {
    user: after,
    change: { userId: u.id, before: planStateOf(u), after: planStateOf(after), reason: 'expired' },
  };
}

/** Why a plan cannot be cancelled, if it cannot. */
export function assertCancellable(u: UserRow): void {
  if (!hasPaidPlan(u)) {
    throw conflict('You are on the Free plan; there is no subscription to cancel.', 'no_subscription');
  }
  if (!isRecurring(u.subscriptionPlan)) {
    throw conflict(
      'A lifetime plan is paid once and does not renew, so there is nothing to cancel.',
      'not_recurring',
    );
  }
  if (u.subscriptionStatus === 'cancelled') {
    throw conflict('This subscription is already cancelled.', 'already_cancelled');
  }
}

export const paymentProviderError = () =>
  new AppError(502, 'payment_provider_error', 'The payment provider could not be reached. Please try again.');
