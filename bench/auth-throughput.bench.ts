/**
 * Budget: an authenticated list endpoint on PostgreSQL must reach at least 30 % of a bare
 * Fastify route's throughput on the same machine, measured in the same run. Measured: the patient
 * library list (GET /voice/patients/?limit=10: token check, signed-in user, the page (kept in memory
 * until a change notice, ADR 031), its 13 KB answer) and GET /auth/me (token check, signed-in user).
 * The servers run in child processes so the load generator does not share their event loop. This
 * machine's speed drifts by up to 2x within a minute, so the targets are measured in interleaved
 * rounds and each ratio is the median of the per-round ratios. Each target's figures include the
 * share of a core the server and the load generator used (`server_cpu_median`,
 * `generator_cpu_median`): the side near 1.0 is what limited that target; both well under 1.0 means
 * other work on the machine held the CPU. BENCH_SECONDS, BENCH_ROUNDS; BENCH_PROF=1 writes the app
 * server's CPU profile to /tmp/prof.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** CPU seconds a process has used (user + system), from /proc; null where there is none. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return null;
  }
}

async function main() {
  const scratch = await scratchDatabase(BASE);
  try {
    const bare = await start('bare');
    const app = await start('app', scratch.url);
    const headers = { authorization: `Bearer ${app.ready.token}` };
    const api = `http://127.0.0.1:${app.ready.port}/api/v1`;
    const targets = {
      bare: { url: `http://127.0.0.1:${bare.ready.port}/bare`, headers: {}, pid: bare.child.pid },
      authenticated_list: { url: `${api}/voice/patients/?limit=10`, headers, pid: app.child.pid },
      authenticated_me: { url: `${api}/auth/me`, headers, pid: app.child.pid },
    };
    type Name = keyof typeof targets;
    type Round = LoadResult & { server_cpu: number | null; generator_cpu: number | null };
    const runs: Record<Name, Round[]> = { bare: [], authenticated_list: [], authenticated_me: [] };
    const generatorSeconds = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    };
    // The share of one core each side used while a target was measured: which of the two, on a
    // machine they share, was the limit (a side near 1.0 is; both well under 1.0 means waiting).
    const round = async (t: (typeof targets)[Name], seconds: number): Promise<Round> => {
      const server = cpuSeconds(t.pid);
      const generator = generatorSeconds();
      const result = await load(t.url, { connections: CONNECTIONS, seconds, headers: t.headers });
      const serverAfter = cpuSeconds(t.pid);
      const share = (used: number) => Number((used / result.seconds).toFixed(2));
      return {
        ...result,
        server_cpu: server === null || serverAfter === null ? null : share(serverAfter - server),
        generator_cpu: share(generatorSeconds() - generator),
      };
    };
    // Warm-up as long as a round: one second left the first round of the app at half its speed.
    for (const t of Object.values(targets)) await round(t, SECONDS);
    for (let r = 0; r < ROUNDS; r++)
      for (const [name, t] of Object.entries(targets) as [Name, (typeof targets)[Name]][])
        runs[name].push(await round(t, SECONDS));
    bare.child.kill();
    app.child.kill('SIGINT');

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const summary = (xs: Round[]) => ({
      rps_median: median(xs.map((x) => x.rps)),
      rps_rounds: xs.map((x) => x.rps),
      p50_ms_median: median(xs.map((x) => x.p50_ms)),
      p99_ms_median: median(xs.map((x) => x.p99_ms)),
      errors: xs.reduce((n, x) => n + x.errors, 0),
      server_cpu_median: median(xs.map((x) => x.server_cpu ?? NaN)),
      generator_cpu_median: median(xs.map((x) => x.generator_cpu ?? NaN)),
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
