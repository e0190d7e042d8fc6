/**
 * Fails when a source file under any workspace's src/ is not reached by imports from the production
 * entry points (the server's CLI and the web app's index.html), test files and test-support folders
 * left out, and when production imports test code. Usage: node --import tsx scripts/reachability.ts
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALLOWED, EXTRA_ENTRIES } from './reachability/allow-list';
import { findUnreached } from './reachability/graph';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { entries, unreached, stale, testCodeReached } = findUnreached(root, {
  entries: EXTRA_ENTRIES,
  allowed: ALLOWED,
});

process.stdout.write(`entries: ${entries.join(', ')}\n`);
if (unreached.length === 0) {
  process.stdout.write('every production source file is reached\n');
} else {
  process.stdout.write(`${unreached.length} source files are not reached:\n${unreached.join('\n')}\n`);
  process.exitCode = 1;
}
if (stale.length > 0) {
  process.stdout.write(
    `allowed but reached or missing, drop them from the allow-list:\n${stale.join('\n')}\n`,
  );
  process.exitCode = 1;
}
if (testCodeReached.length > 0) {
  process.stdout.write(`test code imported by production:\n${testCodeReached.join('\n')}\n`);
  process.exitCode = 1;
}
