/**
 * Budget: an authenticated list endpoint on PostgreSQL must reach at least 30 % of a bare
 * Fastify route's throughput on the same machine, measured in the same run. Measured: the patient
 * library list (GET /voice/patients/?limit=10: token check, user lookup, list and count queries,
 * serialisation) and GET /auth/me (token check and user lookup only).
 * The servers run in child processes so the load generator does not share their event loop. This
 * machine's speed drifts by up to 2x within a minute, so the targets are measured in interleaved
 * rounds and each ratio is the median of the per-round ratios.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { load, type LoadResult } from './load';
import { scratchDatabase } from './scratch-database';

const BASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 16;

interface Ready {
  port: number;
  token?: string;
}

function start(mode: 'bare' | 'app', url?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(
    fileURLToPath(new URL('./auth-throughput.server.ts', import.meta.url)),
    [mode, url ?? ''],
    {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      ],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function main() {
  const scratch = await scratchDatabase(BASE);
  try {
    const bare = await start('bare');
    const app = await start('app', scratch.url);
    const headers = { authorization: `Bearer ${app.ready.token}` };
    const api = `http://127.0.0.1:${app.ready.port}/api/v1`;
    const targets = {
      bare: { url: `http://127.0.0.1:${bare.ready.port}/bare`, headers: {} },
      authenticated_list: { url: `${api}/voice/patients/?limit=10`, headers },
      authenticated_me: { url: `${api}/auth/me`, headers },
    };
    type Name = keyof typeof targets;
    const runs: Record<Name, LoadResult[]> = { bare: [], authenticated_list: [], authenticated_me: [] };
    for (const t of Object.values(targets))
      await load(t.url, { connections: CONNECTIONS, seconds: 1, headers: t.headers }); // warm-up
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, t] of Object.entries(targets) as [Name, (typeof targets)[Name]][])
        runs[name].push(
          await load(t.url, { connections: CONNECTIONS, seconds: SECONDS, headers: t.headers }),
        );
    bare.child.kill();
    app.child.kill('SIGINT');

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const summary = (xs: LoadResult[]) => ({
      rps_median: median(xs.map((x) => x.rps)),
      rps_rounds: xs.map((x) => x.rps),
      p50_ms_median: median(xs.map((x) => x.p50_ms)),
      p99_ms_median: median(xs.map((x) => x.p99_ms)),
      errors: xs.reduce((n, x) => n + x.errors, 0),
    });
    const ratio = (name: Name) =>
      Number(median(runs[name].map((x, i) => x.rps / runs.bare[i]!.rps)).toFixed(3));
    const listRatio = ratio('authenticated_list');
    console.log(
      JSON.stringify({
        bench: 'auth-throughput',
        database: 'postgres',
        connections: CONNECTIONS,
        rounds: ROUNDS,
        seconds_per_round: SECONDS,
        bare: summary(runs.bare),
        authenticated_list: summary(runs.authenticated_list),
        authenticated_me: summary(runs.authenticated_me),
        ratio_list: listRatio,
        ratio_me: ratio('authenticated_me'),
        budget: 0.3,
        within_budget: listRatio >= 0.3,
      }),
    );
  } finally {
    await scratch.drop();
  }
}

void main();
