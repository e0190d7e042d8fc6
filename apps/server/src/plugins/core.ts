import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { AccessTokens } from '../lib/tokens';
import { fileRecordingStore, type RecordingStore } from '../lib/recording-store';
import {
  loginAttemptPolicy,
  memoryAttemptStore,
  redisAttemptStore,
  type LoginAttemptPolicy,
  type LoginAttemptStore,
} from '../lib/login-attempts';
import { TicketStore } from '../voice/tickets';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: AccessTokens;
    recordings: RecordingStore;
    tickets: TicketStore;
    /** Failed sign-ins per account: in memory, or in Redis (shared by every instance) with REDIS_URL. */
    loginAttempts: { store: LoginAttemptStore; policy: LoginAttemptPolicy };
  }
}

/** Shared services every feature uses: configuration, the database, the access-token signer, recordings. */
export const corePlugin = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('tokens', new AccessTokens(config.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS));
    app.decorate('recordings', fileRecordingStore(config.DATA_DIR));
    app.decorate('tickets', new TicketStore());
    const policy = loginAttemptPolicy(config.LOGIN_LOCK_AFTER_FAILURES, config.LOGIN_LOCK_MINUTES);
    let store = memoryAttemptStore(policy.forgetAfterMs);
    if (config.REDIS_URL) {
      // A few retries, then the sign-in fails rather than waiting on a Redis that is gone.
      const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
      // ioredis reconnects by itself; each error is logged without the URL (it may hold a password).
      redis.on('error', (err: Error) => app.log.warn({ reason: err.message }, 'redis connection error'));
      store = redisAttemptStore(redis, policy.forgetAfterMs);
    }
    app.decorate('loginAttempts', { store, policy });
    app.addHook('onClose', () => store.close());
  },
  { name: 'core' },
);
