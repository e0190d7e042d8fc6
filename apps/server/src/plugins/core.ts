import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { AccessTokens } from '../lib/tokens';
import { recordingStoreFor, type RecordingStore } from '../lib/recording-store';
import {
  loginAttemptPolicy,
  memoryAttemptStore,
  redisAttemptStore,
  type LoginAttemptPolicy,
  type LoginAttemptStore,
} from '../lib/login-attempts';
import { memoryTicketStore, redisTicketStore, type TicketStore } from '../voice/tickets';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: AccessTokens;
    recordings: RecordingStore;
    tickets: TicketStore;
    /** The Redis every instance shares (REDIS_URL), or null when this process keeps it all in memory. */
    redis: Redis | null;
    /** Failed sign-ins per account: in memory, or in Redis (shared by every instance) with REDIS_URL. */
    loginAttempts: { store: LoginAttemptStore; policy: LoginAttemptPolicy };
  }
}

/**
 * One connection per process for everything instances share: rate limits, socket tickets and
 * failed sign-in counts. A few retries, then the request fails rather than waiting on a Redis that
 * is gone (and rather than running without limits).
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; each error is logged without the URL (it may hold a password).
  redis.on('error', (err: Error) => app.log.warn({ reason: err.message }, 'redis connection error'));
  return redis;
}

/** Shared services every feature uses: configuration, the database, the access-token signer, recordings. */
export const corePlugin = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('tokens', new AccessTokens(config.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS));
    // In PostgreSQL when the app runs on it, so every instance plays and continues every recording.
    app.decorate('recordings', recordingStoreFor(config.DATA_DIR, database));
    const redis = config.REDIS_URL ? connectRedis(app, config.REDIS_URL) : null;
    app.decorate('redis', redis);
    app.decorate('tickets', redis ? redisTicketStore(redis) : memoryTicketStore());
    const policy = loginAttemptPolicy(config.LOGIN_LOCK_AFTER_FAILURES, config.LOGIN_LOCK_MINUTES);
    const store = redis
      ? redisAttemptStore(redis, policy.forgetAfterMs)
      : memoryAttemptStore(policy.forgetAfterMs);
    app.decorate('loginAttempts', { store, policy });
    // Closing the Redis store quits the shared connection; onClose runs once requests have finished.
    app.addHook('onClose', () => store.close());
  },
  { name: 'core' },
);
