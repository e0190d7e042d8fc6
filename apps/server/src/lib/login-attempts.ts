import type { Redis } from 'ioredis';

/*
 * Failed sign-ins per account, counted across every client address: a password guesser who spreads
 * attempts over many addresses still meets a growing wait and then a lock. Accounts are keyed by
 * normalised email whether or not the account exists, so the answer never tells a stranger which
 * emails have accounts. The count lives behind `LoginAttemptStore`: in memory for one server, in
 * Redis (REDIS_URL) when several servers must share it.
 */

/** What the store remembers about one email: failures since the last success and when the last was. */
export interface AttemptRecord {
  failures: number;
  lastFailureAt: number;
}

export interface LoginAttemptStore {
  get(key: string): Promise<AttemptRecord | null>;
  /** Counts one failure at `now` (atomically, so concurrent failures are all counted). */
  recordFailure(key: string, now: number): Promise<AttemptRecord>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LoginAttemptPolicy {
  /** Failures that cost nothing; each one after this doubles the wait (1 s, 2 s, 4 s ...). */
  freeFailures: number;
  /** Failures at which the account is locked for `lockMs`. */
  lockAfter: number;
  lockMs: number;
  /** Longest wait before the lock. */
  maxDelayMs: number;
  /** A record is forgotten this long after its last failure. */
  forgetAfterMs: number;
}

export function loginAttemptPolicy(lockAfter: number, lockMinutes: number): LoginAttemptPolicy {
  const lockMs = lockMinutes * 60_000;
  return {
    freeFailures: Math.min(3, lockAfter - 1),
    lockAfter,
    lockMs,
    maxDelayMs: 30_000,
    forgetAfterMs: Math.max(lockMs * 4, 3_600_000),
  };
}

export type AttemptVerdict =
  | { kind: 'allowed' }
  | { kind: 'delayed'; retryAfterMs: number }
  | { kind: 'locked'; retryAfterMs: number; lockedUntil: number };

/** How long after its last failure an account with `failures` failures must wait. */
export function waitAfter(failures: number, policy: LoginAttemptPolicy): number {
  if (failures >= policy.lockAfter) return policy.lockMs;
  if (failures <= policy.freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - policy.freeFailures - 1), policy.maxDelayMs);
}

/** Whether a sign-in for this record may be tried at `now`. */
export function verdictFor(
  record: AttemptRecord | null,
  now: number,
  policy: LoginAttemptPolicy,
): AttemptVerdict {
  if (!record) return { kind: 'allowed' };
  const until = record.lastFailureAt + waitAfter(record.failures, policy);
  if (until <= now) return { kind: 'allowed' };
  return record.failures >= policy.lockAfter
    ? { kind: 'locked', retryAfterMs: until - now, lockedUntil: until }
    : { kind: 'delayed', retryAfterMs: until - now };
}

/**
 * One process's store. Bounded: an attacker trying random emails cannot grow it past `maxEntries`
 * (the least recently failed records go first; a Map keeps insertion order).
 */
export function memoryAttemptStore(forgetAfterMs: number, maxEntries = 50_000): LoginAttemptStore {
  const records = new Map<string, AttemptRecord>();
  const live = (key: string, now: number) => {
    const record = records.get(key);
    if (record && now - record.lastFailureAt >= forgetAfterMs) {
      records.delete(key);
      return undefined;
    }
    return record;
  };
  return {
    async get(key) {
      return live(key, Date.now()) ?? null;
    },
    async recordFailure(key, now) {
      const previous = live(key, now);
      const record = { failures: (previous?.failures ?? 0) + 1, lastFailureAt: now };
      records.delete(key);
      records.set(key, record);
      if (records.size > maxEntries) records.delete(records.keys().next().value!);
      return record;
    },
    async clear(key) {
      records.delete(key);
    },
    async close() {
      records.clear();
    },
  };
}

/** The store shared by every server through Redis; each record expires on its own. */
export function redisAttemptStore(
  redis: Redis,
  forgetAfterMs: number,
  prefix = 'practicum:login:',
): LoginAttemptStore {
  const k = (key: string) => prefix + key;
  return {
    async get(key) {
      const [failures, last] = await redis.hmget(k(key), 'failures', 'last');
      if (!failures || !last) return null;
      return { failures: Number(failures), lastFailureAt: Number(last) };
    },
    async recordFailure(key, now) {
      const result = await redis
        .multi()
        .hincrby(k(key), 'failures', 1)
        .hset(k(key), 'last', String(now))
        .pexpire(k(key), forgetAfterMs)
        .exec();
      const [err, failures] = result?.[0] ?? [new Error('redis transaction aborted'), 0];
      if (err) throw err;
      return { failures: Number(failures), lastFailureAt: now };
    },
    async clear(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
