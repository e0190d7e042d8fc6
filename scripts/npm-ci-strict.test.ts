import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const script = join(root, 'scripts/npm-ci-strict.sh');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project whose one dependency (a local folder, so no registry is needed) asks for `nodeRange`. */
function projectNeeding(nodeRange: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'npm-ci-strict-'));
  made.push(dir);
  mkdirSync(join(dir, 'dep'));
  writeFileSync(
    join(dir, 'dep/package.json'),
    JSON.stringify({ name: 'dep', version: '1.0.0', engines: { node: nodeRange } }),
  );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'project', version: '1.0.0', dependencies: { dep: 'file:./dep' } }),
  );
  execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--offline'], {
    cwd: dir,
    stdio: 'ignore',
  });
  return dir;
}

function strictCi(cwd: string) {
  return spawnSync('bash', [script, '--no-audit', '--no-fund', '--offline'], { cwd, encoding: 'utf8' });
}

describe('npm-ci-strict.sh', () => {
  it('fails when a dependency asks for a newer Node.js than this one', { timeout: 60_000 }, () => {
    const run = strictCi(projectNeeding('>=99'));
    expect(run.stdout + run.stderr).toContain('EBADENGINE');
    expect(run.stderr).toContain('a dependency does not support Node.js');
    expect(run.status).toBe(1);
  });

  it('passes when every dependency supports this Node.js', { timeout: 60_000 }, () => {
    const run = strictCi(projectNeeding('>=18'));
    expect(run.stdout + run.stderr).not.toContain('EBADENGINE');
    expect(run.status).toBe(0);
  });

  it('is how CI installs', () => {
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toMatch(/^bash scripts\/npm-ci-strict\.sh\b/m);
  });
});
