import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { AccessTokens } from '../lib/tokens';
import { fileRecordingStore, type RecordingStore } from '../lib/recording-store';
import { TicketStore } from '../voice/tickets';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: AccessTokens;
    recordings: RecordingStore;
    tickets: TicketStore;
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
  },
  { name: 'core' },
);
