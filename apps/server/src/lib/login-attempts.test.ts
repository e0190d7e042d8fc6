import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loginAttemptPolicy,
  memoryAttemptStore,
  redisAttemptStore,
  verdictFor,
  waitAfter,
  type LoginAttemptStore,
} from './login-attempts';
import { testRedis } from '../../test/support/redis';

const policy = loginAttemptPolicy(10, 15);

describe('the failed sign-in policy', () => {
  it('lets three failures pass, then doubles the wait up to 30 s, then locks for the configured minutes', () => {
    const waits = Array.from({ length: 11 }, (_, i) => waitAfter(i, policy));
    expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 15 * 60_000]);
  });

  it('refuses until the wait after the last failure has passed, and calls the long wait a lock', () => {
    const t0 = 1_000_000;
    expect(verdictFor(null, t0, policy)).toEqual({ kind: 'allowed' });
    expect(verdictFor({ failures: 3, lastFailureAt: t0 }, t0, policy)).toEqual({ kind: 'allowed' });
    expect(verdictFor({ failures: 5, lastFailureAt: t0 }, t0 + 500, policy)).toEqual({
      kind: 'delayed',
      retryAfterMs: 1500,
    });
    expect(verdictFor({ failures: 5, lastFailureAt: t0 }, t0 + 2000, policy)).toEqual({ kind: 'allowed' });
    expect(verdictFor({ failures: 10, lastFailureAt: t0 }, t0 + 60_000, policy)).toEqual({
      kind: 'locked',
      retryAfterMs: 14 * 60_000,
      lockedUntil: t0 + 15 * 60_000,
    });
    expect(verdictFor({ failures: 10, lastFailureAt: t0 }, t0 + 15 * 60_000, policy).kind).toBe('allowed');
  });

  it('keeps a free failure before the lock even when the lock comes early', () => {
    const early = loginAttemptPolicy(2, 5);
    expect([0, 1, 2].map((n) => waitAfter(n, early))).toEqual([0, 0, 5 * 60_000]);
  });
});

/** The same behaviour from both stores. */
function storeContract(name: string, make: () => Promise<LoginAttemptStore | null>) {
  describe(name, () => {
    let store: LoginAttemptStore | null = null;
    afterAll(async () => {
      await store?.close();
    });

    it('counts failures per key, remembers the last one, and forgets on clear', async (ctx) => {
      store = await make();
      if (!store) return ctx.skip();
      const key = randomUUID();
      const other = randomUUID();
      const t = Date.now();
      expect(await store.get(key)).toBeNull();
      expect(await store.recordFailure(key, t)).toEqual({ failures: 1, lastFailureAt: t });
      await store.recordFailure(other, t + 5);
      expect(await store.recordFailure(key, t + 10)).toEqual({ failures: 2, lastFailureAt: t + 10 });
      expect(await store.get(key)).toEqual({ failures: 2, lastFailureAt: t + 10 });
      await store.clear(key);
      expect(await store.get(key)).toBeNull();
      expect(await store.get(other)).toEqual({ failures: 1, lastFailureAt: t + 5 });
      await store.clear(other);
    });

    it('counts every one of many concurrent failures', async (ctx) => {
      if (!store) return ctx.skip();
      const key = randomUUID();
      await Promise.all(Array.from({ length: 25 }, () => store!.recordFailure(key, Date.now())));
      expect((await store.get(key))?.failures).toBe(25);
      await store.clear(key);
    });
  });
}

storeContract('the in-memory store', async () => memoryAttemptStore(60_000));

storeContract('the Redis store (skipped when no Redis answers)', async () => {
  const redis = await testRedis();
  return redis && redisAttemptStore(redis, 60_000, `practicum-test:${randomUUID()}:`);
});

describe('the in-memory store', () => {
  it('forgets a record once it is older than its window, and never holds more than its bound', async () => {
    const store = memoryAttemptStore(1000, 3);
    const now = Date.now();
    await store.recordFailure('old', now - 5000);
    expect(await store.get('old')).toBeNull();
    for (const key of ['a', 'b', 'c', 'd']) await store.recordFailure(key, now);
    expect(await store.get('a')).toBeNull();
    expect((await store.get('d'))?.failures).toBe(1);
  });
});

describe('the Redis store', () => {
  it('sets each record to expire on its own', async (ctx) => {
    const redis = await testRedis();
    if (!redis) return ctx.skip();
    const prefix = `practicum-test:${randomUUID()}:`;
    const store = redisAttemptStore(redis, 60_000, prefix);
    await store.recordFailure('k', Date.now());
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await store.close();
  });
});
