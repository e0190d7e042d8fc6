import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { normaliseEmail } from '../../lib/accounts/users';
import { sha256 } from '../../lib/tokens';
import { verdictFor, type AttemptRecord } from '../../lib/login-attempts';

/*
 * The failed sign-in lock of one account (ADR 019): sign-in asks before checking a password, counts
 * a wrong password, and forgets the count on success; admins read and clear it.
 */

/** The store's key for an email: hashed, so the store (Redis) holds no email addresses. */
export const attemptKey = (email: string) => sha256(normaliseEmail(email));

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Why a sign-in is refused before any password is checked, while the email's wait or lock runs (null
 * when it may go ahead). The same answer for an email with no account, since those are counted too.
 */
export async function signInRefusal(
  app: FastifyInstance,
  email: string,
): Promise<{ error: AppError; retryAfterSeconds: number } | null> {
  const { store, policy } = app.loginAttempts;
  const verdict = verdictFor(await store.get(attemptKey(email)), Date.now(), policy);
  if (verdict.kind === 'allowed') return null;
  const error =
    verdict.kind === 'locked'
      ? new AppError(
          429,
          'account_locked',
          `Too many failed sign-in attempts. Sign-in is locked for ${plural(minutes(verdict.retryAfterMs), 'minute')}; try again later or ask an administrator to unlock it.`,
        )
      : new AppError(
          429,
          'login_delayed',
          `Too many failed sign-in attempts. Please wait ${plural(seconds(verdict.retryAfterMs), 'second')} and try again.`,
        );
  return { error, retryAfterSeconds: seconds(verdict.retryAfterMs) };
}

/** Counts a wrong password; true when this failure is the one that locks the account. */
export async function countFailedSignIn(
  app: FastifyInstance,
  email: string,
): Promise<AttemptRecord & { locked: boolean }> {
  const { store, policy } = app.loginAttempts;
  const record = await store.recordFailure(attemptKey(email), Date.now());
  return { ...record, locked: record.failures === policy.lockAfter };
}

export async function clearFailedSignIns(app: FastifyInstance, email: string): Promise<void> {
  await app.loginAttempts.store.clear(attemptKey(email));
}

/** What an admin sees: failures since the last success, and until when sign-in is locked (if it is). */
export async function signInLockOf(
  app: FastifyInstance,
  email: string,
): Promise<{ failed_attempts: number; locked_until: string | null }> {
  const { store, policy } = app.loginAttempts;
  const record = await store.get(attemptKey(email));
  const verdict = verdictFor(record, Date.now(), policy);
  return {
    failed_attempts: record?.failures ?? 0,
    locked_until: verdict.kind === 'locked' ? new Date(verdict.lockedUntil).toISOString() : null,
  };
}
