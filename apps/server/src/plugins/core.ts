import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { AccessTokens } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: AccessTokens;
  }
}

/** Shared services every feature uses: configuration, the database and the access-token signer. */
export const corePlugin = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('tokens', new AccessTokens(config.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS));
  },
  { name: 'core' },
);
