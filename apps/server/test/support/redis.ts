import { Redis } from 'ioredis';

/** The Redis the tests may use (TEST_REDIS_URL, else the local one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connection to the test Redis, or null when none answers (the caller skips). */
export async function testRedis(): Promise<Redis | null> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}
