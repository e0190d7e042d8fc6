import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * Several real server processes on one PostgreSQL and one Redis, behind nginx serving the
 * repository's own deploy/nginx/practicum.conf: what docs/deployment.md tells an operator to run.
 * nginx runs as the current user with its prefix, pid, logs and temp files in a temp folder.
 */

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const NGINX_SITE_CONF = join(repoRoot, 'deploy/nginx/practicum.conf');

/** A port nothing listens on now (the kernel's choice), for a process started next. */
export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const server = createServer();
    server.unref();
    server.on('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => res(port));
    });
  });
}

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  /** Everything the process wrote, for a failure message. */
  output: () => string;
}

/** Starts one server and resolves once it listens; rejects with its output if it exits first. */
export async function startInstance(env: Record<string, string>, timeoutMs = 45_000): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'practicum-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(
      () => rej(new Error(`instance did not start in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Practicum is running at')) {
        clearTimeout(timer);
        res();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`instance exited with ${code} before listening:\n${out}`));
    });
  });
  return { port, url: `http://127.0.0.1:${port}`, process: child, output };
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((res) => instance.process.once('exit', res));
  instance.process.kill('SIGTERM');
  await exited;
}

/** Installs Debian's nginx when it is missing (scripts/ensure-nginx.sh); returns its path. */
export function ensureNginx(): string {
  execFileSync('bash', [join(repoRoot, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' });
  return process.env.NGINX_PATH ?? '/usr/sbin/nginx';
}

export interface Nginx {
  port: number;
  url: string;
  stop: () => Promise<void>;
}

/**
 * nginx in front of `upstreamPorts`, listening on a free local port. Only the two per-machine
 * files the site configuration includes are written here; the site file itself is included as is.
 */
export async function startNginx(binary: string, upstreamPorts: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'practicum-nginx-'));
  const conf = join(prefix, 'conf');
  mkdirSync(join(conf, 'practicum'), { recursive: true });
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  writeFileSync(
    join(conf, 'practicum/instances.conf'),
    upstreamPorts.map((p) => `server 127.0.0.1:${p};\n`).join(''),
  );
  writeFileSync(join(conf, 'practicum/listen.conf'), `listen 127.0.0.1:${port};\nserver_name localhost;\n`);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  // As root, the workers would otherwise switch to "nobody"; as anyone else the directive is ignored.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    join(conf, 'nginx.conf'),
    `${user}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs/error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${join(prefix, 'logs/access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${NGINX_SITE_CONF};
}
`,
  );
  const args = ['-p', `${prefix}/`, '-c', join(conf, 'nginx.conf'), '-e', join(prefix, 'logs/error.log')];
  execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  await waitForPort(port, 10_000, () => out);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((res) => child.once('exit', res));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen in ${timeoutMs} ms:\n${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** A secret every instance signs access tokens with, as JWT_SECRET must be when there are several. */
export const sharedJwtSecret = () => randomBytes(32).toString('base64url');
