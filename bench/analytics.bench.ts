/**
 * Latency of GET /admin/analytics over 100,000 sessions of 1,000 students spread over 400 days:
 * p50/p95 per period, on the embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set, on PostgreSQL too (in a database made for the run and dropped after). Requests go through
 * the real app (token check, user lookup, validation, serialisation) by inject, one at a time.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { issueTokens } from '../apps/server/src/lib/accounts/refresh-tokens';
import { percentile, seed } from './seed';
import { scratchDatabase } from './scratch-database';

const SESSIONS = Number(process.env.BENCH_ANALYTICS_SESSIONS ?? 100_000);
const STUDENTS = Number(process.env.BENCH_ANALYTICS_STUDENTS ?? 1_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
const PERIODS = ['7d', '30d', '90d', '1y'] as const;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** BENCH_ANALYTICS_ENGINES=postgres measures PostgreSQL alone (both by default). */
const ENGINES = (process.env.BENCH_ANALYTICS_ENGINES ?? 'pglite,postgres').split(',');

async function measure(engine: 'pglite' | 'postgres', database: Database) {
  await database.migrate();
  const seedStart = performance.now();
  await seed(database, { sessions: SESSIONS, students: STUDENTS });
  const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'b'.repeat(40),
    DATA_DIR: join(tmpdir(), `practicum-bench-${randomUUID()}`),
  });
  const app = await buildApp(config, { database });
  const [admin] = await database.db
    .insert(users)
    .values({
      email: 'bench-admin@bench.test',
      passwordHash: 'unused',
      userType: 'admin',
      accountStatus: 'activated',
      isActive: true,
    })
    .returning();
  const token = (await issueTokens(app, admin!)).pair.access_token;
  const periods: Record<string, { p50_ms: number; p95_ms: number; sessions: number }> = {};
  for (const period of PERIODS) {
    const url = `/api/v1/admin/analytics?period=${period}`;
    const call = async () => {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json<{ summary: { sessions: number } }>();
    };
    const { summary } = await call(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    periods[period] = {
      p50_ms: percentile(times, 0.5),
      p95_ms: percentile(times, 0.95),
      sessions: summary.sessions,
    };
  }
  await app.close();
  await database.close();
  return { engine, seed_seconds: seedSeconds, periods };
}

async function main() {
  const results = [];
  if (ENGINES.includes('pglite'))
    results.push(await measure('pglite', await openDatabase({ engine: 'pglite' })));
  if (PG_URL && ENGINES.includes('postgres')) {
    const scratch = await scratchDatabase(PG_URL);
    try {
      results.push(await measure('postgres', await openDatabase({ engine: 'postgres', url: scratch.url })));
    } finally {
      await scratch.drop();
    }
  }
  for (const r of results)
    console.log(
      JSON.stringify({ bench: 'analytics', sessions: SESSIONS, students: STUDENTS, runs: RUNS, ...r }),
    );
}

void main();
