/**
 * Latency of the instructor-oversight endpoints over 100,000 sessions of 1,000 students spread over
 * 400 days: GET /admin/analytics per period (and per metric and a custom from-to span), the review
 * queue, a student's progress as the admin sees it and as the student does; p50/p95 each, on the
 * embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL too (in a
 * database made for the run and dropped after). Requests go through the real app (token check, user
 * lookup, validation, serialisation) by inject, one at a time. Budget: p95 under 200 ms per endpoint
 * on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { count, desc, eq } from 'drizzle-orm';
import { sessions, users } from '../apps/server/src/db/schema';
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
  // The student with the most sessions: the heaviest progress page.
  const [busiest] = await database.db
    .select({ id: sessions.userId, n: count() })
    .from(sessions)
    .groupBy(sessions.userId)
    .orderBy(desc(count()))
    .limit(1);
  const [student] = await database.db.select().from(users).where(eq(users.id, busiest!.id));
  const studentToken = (await issueTokens(app, student!)).pair.access_token;
  const time = async (url: string, bearer: string) => {
    const call = async () => {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json<{ summary?: { sessions: number } }>();
    };
    const first = await call(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    return { p50_ms: percentile(times, 0.5), p95_ms: percentile(times, 0.95), first };
  };
  const periods: Record<string, { p50_ms: number; p95_ms: number; sessions: number }> = {};
  for (const period of PERIODS) {
    const { first, ...t } = await time(`/api/v1/admin/analytics?period=${period}`, token);
    periods[period] = { ...t, sessions: first.summary?.sessions ?? 0 };
  }
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const others: Record<string, { p50_ms: number; p95_ms: number }> = {};
  for (const [name, url, bearer] of [
    ['analytics 90d metric=scores', '/api/v1/admin/analytics?period=90d&metric=scores', token],
    ['analytics 90d metric=duration', '/api/v1/admin/analytics?period=90d&metric=duration', token],
    [
      'analytics custom 180 days',
      `/api/v1/admin/analytics?period=custom&from=${day(-200)}&to=${day(-21)}`,
      token,
    ],
    ['review queue (open)', '/api/v1/admin/reviews?status=open', token],
    ['review queue (reviewed)', '/api/v1/admin/reviews?status=reviewed', token],
    ["a student's progress (admin)", `/api/v1/admin/users/${student!.id}/progress`, token],
    ['my progress (student)', '/api/v1/users/me/progress', studentToken],
  ] as const) {
    const { first: _first, ...t } = await time(url, bearer);
    others[name] = t;
  }
  await app.close();
  await database.close();
  const all = [...Object.values(periods), ...Object.values(others)].map((t) => t.p95_ms);
  return {
    engine,
    seed_seconds: seedSeconds,
    student_sessions: busiest!.n,
    periods,
    endpoints: others,
    max_p95_ms: Math.max(...all),
    budget_p95_ms: 200,
  };
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
