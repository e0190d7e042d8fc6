/**
 * A mix of API calls as students and instructors make them, over 100,000 sessions of 1,000
 * students on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server; a database
 * made for the run and dropped after): p50/p95 per endpoint. Each of CONCURRENCY virtual users
 * signs in through the login endpoint (a student, or the admin for one in five) and sends its role's
 * requests one after another, picked by weight, for BENCH_MIX_SECONDS. Requests go through the
 * whole app (token check, user lookup, validation, serialisation) by inject.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { initializeCatalogue } from '../apps/server/src/features/patients/patients.service';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { percentile, seed, signIn } from './seed';
import { scratchDatabase } from './scratch-database';

const SESSIONS = Number(process.env.BENCH_MIX_SESSIONS ?? 100_000);
const STUDENTS = Number(process.env.BENCH_MIX_STUDENTS ?? 1_000);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_MIX_CONCURRENCY ?? 10);
const BASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-password';

/** What a student's browser asks for most, by weight; `me` stands for the student's own id. */
const STUDENT_MIX: [string, number][] = [
  ['/voice/patients/?limit=10', 4],
  ['/auth/me', 3],
  ['/voice/dashboard/student', 2],
  ['/voice/history/sessions?limit=10', 2],
  ['/users/me/progress', 1],
  ['/notifications/unread-count', 2],
];
const ADMIN_MIX: [string, number][] = [
  ['/admin/analytics?period=30d', 2],
  ['/admin/analytics?period=1y', 1],
  ['/voice/dashboard/admin', 2],
  ['/users/users?limit=20', 2],
  ['/admin/reviews', 1],
];

const pick = (mix: [string, number][]) => {
  let r = Math.random() * mix.reduce((n, [, w]) => n + w, 0);
  for (const [path, w] of mix) if ((r -= w) < 0) return path;
  return mix[0]![0];
};

async function main() {
  const scratch = await scratchDatabase(BASE);
  try {
    const database = await openDatabase({ engine: 'postgres', url: scratch.url });
    await database.migrate();
    const hash = await hashPassword(PASSWORD);
    // The library's own patients, so the list shows what students see, with 100,000 sessions' usage.
    await initializeCatalogue(database.db);
    await seed(database, {
      sessions: SESSIONS,
      students: STUDENTS,
      studentPasswordHash: hash,
      existingPatients: true,
    });
    await database.db.insert(users).values({
      email: 'bench-admin@bench.test',
      passwordHash: hash,
      userType: 'admin',
      accountStatus: 'activated',
      isActive: true,
    });
    const config = loadConfig({
      ...process.env,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'b'.repeat(40),
      DATA_DIR: join(tmpdir(), `practicum-bench-${randomUUID()}`),
      // Every virtual user signs in once, from the one address inject uses.
      AUTH_RATE_LIMIT_PER_MINUTE: String(CONCURRENCY * 10),
    });
    const app = await buildApp(config, { database });
    const times = new Map<string, number[]>();
    let errors = 0;
    const user = async (i: number) => {
      const isAdmin = i % 5 === 4;
      const email = isAdmin ? 'bench-admin@bench.test' : `student${1 + ((i * 97) % STUDENTS)}@bench.test`;
      const token = await signIn(app, email, PASSWORD);
      const mix = isAdmin ? ADMIN_MIX : STUDENT_MIX;
      const deadline = performance.now() + SECONDS * 1000;
      while (performance.now() < deadline) {
        const path = pick(mix);
        const start = performance.now();
        const res = await app.inject({
          url: `/api/v1${path}`,
          headers: { authorization: `Bearer ${token}` },
        });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) {
          errors++;
          if (errors <= 3) console.error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
          continue;
        }
        times.set(path, [...(times.get(path) ?? []), ms]);
      }
    };
    await database.db.execute(sql`vacuum analyze`);
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => user(i)));
    await app.close();
    await database.close();
    const endpoints = Object.fromEntries(
      [...times].map(([path, xs]) => [
        path,
        { requests: xs.length, p50_ms: percentile(xs, 0.5), p95_ms: percentile(xs, 0.95) },
      ]),
    );
    console.log(
      JSON.stringify({
        bench: 'api-mix',
        database: 'postgres',
        sessions: SESSIONS,
        students: STUDENTS,
        concurrency: CONCURRENCY,
        seconds: SECONDS,
        errors,
        endpoints,
      }),
    );
  } finally {
    await scratch.drop();
  }
}

void main();
