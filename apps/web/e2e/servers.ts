import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = dirname(fileURLToPath(import.meta.url));
/** E2E_PORT_BASE lets two runs of the browser tests go side by side. */
const BASE_PORT = Number(process.env.E2E_PORT_BASE ?? 4310);

export const STATE_DIR = join(E2E_DIR, '..', '..', '..', '.e2e', String(BASE_PORT));

/** The servers the browser tests run against; each has its own empty embedded database. */
export const E2E_SERVERS = {
  main: {
    name: 'main',
    url: `http://127.0.0.1:${BASE_PORT}`,
    port: BASE_PORT,
    env: {} as Record<string, string>,
  },
  shortToken: {
    name: 'shortToken',
    url: `http://127.0.0.1:${BASE_PORT + 1}`,
    port: BASE_PORT + 1,
    env: { ACCESS_TOKEN_TTL_SECONDS: '5' } as Record<string, string>,
  },
  shortIdle: {
    name: 'shortIdle',
    url: `http://127.0.0.1:${BASE_PORT + 2}`,
    port: BASE_PORT + 2,
    env: { INACTIVITY_TIMEOUT_SECONDS: '10' } as Record<string, string>,
  },
} as const;

export type ServerName = keyof typeof E2E_SERVERS;

export interface Credentials {
  admin: { email: string; password: string };
  student: { email: string; password: string };
}

/** The accounts serve.ts created for a server (written before the server started). */
export function credentialsFor(name: ServerName): Credentials {
  return JSON.parse(readFileSync(join(STATE_DIR, `${name}.json`), 'utf8')) as Credentials;
}
