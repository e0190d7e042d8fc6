/**
 * `npm run bench`: runs every benchmark in this folder in turn; each prints one JSON line of figures.
 * Pass names to run only some: `npm run bench -- auth-throughput`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)));

for (const file of benches) {
  execFileSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
}
