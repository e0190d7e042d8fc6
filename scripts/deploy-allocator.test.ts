import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The service file and the container image run the server with jemalloc preloaded (decision record
 * 040): glibc's allocator keeps what the audio threads free, and a class's live sessions grow the
 * process in steps. A wrong path only makes the loader warn and fall back, so nothing else would
 * notice it; this checks that the path the service file names is the library a Debian machine has,
 * and that the server's threads run on it.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const service = readFileSync(join(root, 'deploy/systemd/practicum@.service'), 'utf8');
const containerfile = readFileSync(join(root, 'deploy/Containerfile'), 'utf8');

const preloaded = /^Environment=LD_PRELOAD=(\S+)$/m.exec(service)?.[1];
const debianLibrary = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
// Debian's libjemalloc2 is on CI's machines (Redis's tools depend on it); elsewhere it may not be.
const canLoad = process.platform === 'linux' && process.arch === 'x64' && existsSync(debianLibrary);

/**
 * What a node process started with `LD_PRELOAD=library` runs on: whether jemalloc is mapped into it,
 * and the result of a worker thread that allocates and transfers buffers back to the main thread
 * (as the recordings' encoders and the voice activity detector do).
 */
function runWith(library: string) {
  const program = `
    const { Worker } = require('node:worker_threads');
    const mapped = require('node:fs').readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc');
    const worker = new Worker(
      "const { parentPort } = require('node:worker_threads');" +
      "for (let i = 0; i < 2000; i++) { const b = new Uint8Array(64 * 1024); b[0] = i % 256; parentPort.postMessage(b, [b.buffer]); }",
      { eval: true },
    );
    let received = 0;
    worker.on('message', (b) => { received += b[0] === received % 256 ? 1 : 0; });
    worker.on('exit', (code) => console.log(JSON.stringify({ mapped, received, code })));
  `;
  return spawnSync(process.execPath, ['-e', program], {
    env: { ...process.env, LD_PRELOAD: library },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the deployed server runs on jemalloc', () => {
  it('the service file preloads Debian’s libjemalloc2', () => {
    expect(preloaded).toBe(debianLibrary);
  });

  it('the container image installs it and preloads it under one name on every architecture', () => {
    expect(containerfile).toMatch(/apt-get install[^\n]*\blibjemalloc2\b/);
    const link = /ln -s "\/usr\/lib\/\$\(uname -m\)-linux-gnu\/libjemalloc\.so\.2" (\S+)/.exec(containerfile);
    expect(link?.[1]).toBeTruthy();
    expect(containerfile).toContain(`ENV LD_PRELOAD=${link![1]}`);
  });

  it.skipIf(!canLoad && !process.env.CI)(
    'a process started as the service file starts it allocates with jemalloc, threads too',
    () => {
      const run = runWith(preloaded!);
      // The loader says "cannot be preloaded" on stderr, and carries on, when the path is wrong.
      expect(run.stderr).not.toMatch(/cannot be preloaded/);
      expect(JSON.parse(run.stdout)).toEqual({ mapped: true, received: 2000, code: 0 });
    },
  );

  it.skipIf(!canLoad)('a wrong path is noticed: the process runs on glibc’s allocator', () => {
    const run = runWith('/usr/lib/x86_64-linux-gnu/libjemalloc.so.9');
    expect(run.stderr).toMatch(/cannot be preloaded/);
    expect(JSON.parse(run.stdout)).toMatchObject({ mapped: false, received: 2000 });
  });
});
