import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { runDataMigrations } from './data-migrations';
import * as schema from './schema';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  /**
   * Applies committed migrations, then the data steps not yet run on this database; safe to call
   * from several instances at once.
   */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Arbitrary constant for pg_advisory_lock so concurrent instances migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001;

export type DatabaseOptions = (
  | {
      engine: 'postgres';
      url: string;
      poolSize?: number;
      /** Errors of idle pooled connections (server restart, terminated backend); the pool replaces them. */
      onPoolError?: (err: Error) => void;
    }
  | { engine: 'pglite'; dataDir?: string; instance?: PGlite }
) & {
  /** Told of every statement the application sends (PGlite's own BEGIN and COMMIT excepted): how many round trips a piece of work costs. */
  logger?: Logger;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // Without a listener, an idle connection's error (e.g. PostgreSQL restarting) would crash the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
    const db = drizzlePg(pool, { schema, ...(opts.logger ? { logger: opts.logger } : {}) }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          const locked = drizzlePg(client, { schema });
          await migratePg(locked, { migrationsFolder });
          // On the locked connection, so instances starting together rewrite the rows once.
          await runDataMigrations(locked as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client = opts.instance;
  if (!client) {
    const dir = opts.dataDir ? pgliteDir(opts.dataDir) : undefined;
    if (dir) mkdirSync(dirname(dir), { recursive: true });
    client = await PGlite.create(dir);
  }
  const lite = client;
  const db = drizzlePglite(lite, {
    schema,
    ...(opts.logger ? { logger: opts.logger } : {}),
  }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(lite, { schema }), { migrationsFolder });
      await runDataMigrations(db);
    },
    ping: () => ping(db),
    close: () => lite.close(),
  };
}

/** Where the embedded database keeps its files in a DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
