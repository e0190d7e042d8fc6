/**
 * Starts one e2e server: a fresh data directory, the first admin with a known password, the demo
 * student (credentials parsed from the seed command's output, as a person would read them), then
 * the production server in the foreground.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIR, E2E_SERVERS, STATE_DIR, type Credentials, type ServerName } from './servers';

const name = process.argv[2] as ServerName;
const server = E2E_SERVERS[name];
if (!server) throw new Error(`unknown e2e server "${process.argv[2]}"`);

const main = join(E2E_DIR, '..', '..', 'server', 'src', 'main.ts');
const dataDir = join(STATE_DIR, `data-${name}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(STATE_DIR, { recursive: true });

const admin = {
  email: `admin-${name.toLowerCase()}@practicum.test`,
  password: randomBytes(12).toString('hex'),
};
const env = {
  ...process.env,
  ...server.env,
  DATA_DIR: dataDir,
  PORT: String(server.port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
};

const seedOutput = execFileSync(process.execPath, ['--import', 'tsx', main, 'seed', '--demo'], {
  env,
}).toString();
const email = /demo student[\s\S]*?email:\s+(\S+)/.exec(seedOutput)?.[1];
const password = /demo student[\s\S]*?password:\s+(\S+)/.exec(seedOutput)?.[1];
if (!email || !password)
  throw new Error(`could not read the demo student's credentials from:\n${seedOutput}`);

const credentials: Credentials = { admin, student: { email, password } };
writeFileSync(join(STATE_DIR, `${name}.json`), JSON.stringify(credentials, null, 2));

const child = spawn(process.execPath, ['--import', 'tsx', main, 'start'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
