import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWED, EXTRA_ENTRIES } from './reachability/allow-list';
import { findUnreached, specifiersOf } from './reachability/graph';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('the repository', () => {
  // Parses and resolves every production module: a few seconds on a busy machine.
  it('reaches every production source file from the server and web entry points', { timeout: 60_000 }, () => {
    const report = findUnreached(root, { entries: EXTRA_ENTRIES, allowed: ALLOWED });
    expect(report.entries).toEqual(
      expect.arrayContaining(['apps/server/src/main.ts', 'apps/web/src/app/main.tsx']),
    );
    expect(report.unreached).toEqual([]);
    expect(report.stale).toEqual([]);
    expect(report.testCodeReached).toEqual([]);
  });
});

describe('findUnreached', () => {
  const repo = mkdtempSync(join(tmpdir(), 'reachability-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };

  write('package.json', JSON.stringify({ workspaces: ['packages/*', 'apps/*'] }));
  write('packages/lib/package.json', JSON.stringify({ name: '@fx/lib', exports: { '.': './src/index.ts' } }));
  write('packages/lib/src/index.ts', "export * from './used';\nexport type { T } from './types';\n");
  write('packages/lib/src/used.ts', 'export const used = 1;\n');
  write('packages/lib/src/types.ts', 'export type T = number;\n');
  write('packages/lib/src/unused.ts', 'export const unused = 1;\n');
  write('packages/lib/src/used.test.ts', "import { unused } from './unused';\nvoid unused;\n");
  write('packages/lib/src/test/helper.ts', 'export const helper = 1;\n');
  write(
    'apps/api/package.json',
    JSON.stringify({ name: '@fx/api', scripts: { start: 'node --import tsx src/main.ts start' } }),
  );
  write(
    'apps/api/src/main.ts',
    [
      "import { used } from '@fx/lib';",
      "const lazy = await import('./lazy');",
      "const worker = new URL('./worker.mjs', import.meta.url);",
      'void [used, lazy, worker];',
    ].join('\n'),
  );
  write('apps/api/src/lazy.ts', 'export {};\n');
  write('apps/api/src/worker.mjs', "import { step } from './step.mjs';\nstep();\n");
  write('apps/api/src/step.mjs', 'export function step() {}\n');
  write('apps/api/src/tool.ts', "import './tool-helper';\n");
  write('apps/api/src/tool-helper.ts', 'export {};\n');
  write('apps/api/src/loaded-by-name.ts', 'export {};\n');
  write('apps/ui/package.json', JSON.stringify({ name: '@fx/ui' }));
  write('apps/ui/index.html', '<script type="module" src="/src/main.tsx"></script>\n');
  write(
    'apps/ui/src/main.tsx',
    "import { used } from '@fx/lib';\nimport '../test/support/leak';\nvoid used;\n",
  );
  write('apps/ui/test/support/leak.ts', 'export {};\n');
  mkdirSync(join(repo, 'node_modules/@fx'), { recursive: true });
  symlinkSync('../../packages/lib', join(repo, 'node_modules/@fx/lib'));

  it('walks imports, re-exports, dynamic imports and workers from the declared entries', () => {
    const report = findUnreached(repo);
    expect(report.entries).toEqual(['apps/api/src/main.ts', 'apps/ui/src/main.tsx']);
    expect(report.unreached).toEqual([
      'apps/api/src/loaded-by-name.ts',
      'apps/api/src/tool-helper.ts',
      'apps/api/src/tool.ts',
      'packages/lib/src/unused.ts',
    ]);
    expect(report.testCodeReached).toEqual(['apps/ui/test/support/leak.ts']);
  });

  it('walks extra entries and leaves allowed files out, reporting allowed files that are reached', () => {
    const report = findUnreached(repo, {
      entries: ['apps/api/src/tool.ts'],
      allowed: ['apps/api/src/loaded-by-name.ts', 'packages/lib/src/used.ts', 'apps/api/src/gone.ts'],
    });
    expect(report.unreached).toEqual(['packages/lib/src/unused.ts']);
    expect(report.stale).toEqual(['packages/lib/src/used.ts', 'apps/api/src/gone.ts']);
  });
});

describe('specifiersOf', () => {
  it('reads type-only imports, require-style imports and URL-addressed modules', () => {
    const text = [
      "import type { A } from './a';",
      "import b = require('./b');",
      "export { c } from './c';",
      "const d = () => import('./d');",
      "new URL('./e.mjs', import.meta.url);",
      "new URL('https://example.org/f');",
    ].join('\n');
    expect(specifiersOf('x.ts', text)).toEqual(['./a', './b', './c', './d', './e.mjs']);
  });
});
