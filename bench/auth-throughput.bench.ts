/**
 * DESIGN section 10: an authenticated endpoint on PostgreSQL must reach at least 30 % of a bare
 * Fastify route's throughput on the same machine, measured in the same run. Until a list endpoint
 * exists, GET /auth/me (token check + user lookup + serialisation) stands in for it.
 * The server runs in a child process so the load generator does not share its event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { load } from './load';

const BASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
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
  const name = `practicum_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  try {
    const bare = await start('bare');
    await load(`http://127.0.0.1:${bare.ready.port}/bare`, { connections: CONNECTIONS, seconds: 1 }); // warm-up
    const bareResult = await load(`http://127.0.0.1:${bare.ready.port}/bare`, {
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    bare.child.kill();

    const app = await start('app', url.toString());
    const headers = { authorization: `Bearer ${app.ready.token}` };
    const target = `http://127.0.0.1:${app.ready.port}/api/v1/auth/me`;
    await load(target, { connections: CONNECTIONS, seconds: 1, headers });
    const appResult = await load(target, { connections: CONNECTIONS, seconds: SECONDS, headers });
    app.child.kill('SIGINT');

    const ratio = appResult.rps / bareResult.rps;
    console.log(
      JSON.stringify({
        bench: 'auth-throughput',
        database: 'postgres',
        connections: CONNECTIONS,
        bare: bareResult,
        authenticated_me: appResult,
        ratio: Number(ratio.toFixed(3)),
        budget: 0.3,
        within_budget: ratio >= 0.3,
      }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

void main();
