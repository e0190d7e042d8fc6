import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigSchema, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { logLinesSeen } from './secrets';

export type TestEngine = 'pglite' | 'postgres';
export const testEngine: TestEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database made for this file. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's template, or a new
 * PostgreSQL database. `logger` hears every statement the application sends through it.
 */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  if (testEngine === 'postgres') return createPostgresDatabase(options.logger);
  const template = inject('pgliteTemplate');
  const lite = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openDatabase({ engine: 'pglite', instance: lite, ...options });
  return { ...database, dispose: () => database.close() };
}

async function createPostgresDatabase(logger?: Logger): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `practicum_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    engine: 'postgres',
    url: url.toString(),
    poolSize: 4,
    ...(logger ? { logger } : {}),
  });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Record<keyof Config, unknown>> = {}): Config {
  const parsed = ConfigSchema.parse({
    DATA_DIR: join(tmpdir(), 'practicum-test-unused'),
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_PER_MINUTE: 1000,
    WEB_DIST_DIR: join(tmpdir(), 'practicum-no-web'),
    ADMIN_EMAIL: 'root@example.test',
  });
  return { ...parsed, jwtSecret: randomBytes(32).toString('hex'), ...overrides } as Config;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/** Builds the production app around a test database, capturing its logs. */
export async function buildTestApp(
  options: { database?: TestDatabase; config?: Partial<Record<keyof Config, unknown>> } = {},
): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const lines = chunk.toString('utf8').split('\n').filter(Boolean);
      logs.push(...lines);
      logLinesSeen.push(...lines);
      done();
    },
  });
  const app = await buildApp(testConfig(options.config), { database, logStream });
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      if (ownsDatabase) await database.dispose();
    },
  };
}
