import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const busyExit = fileURLToPath(new URL('../../../test/support/processes/vad-busy-exit.ts', import.meta.url));

describe('VadInference shutdown', () => {
  // Ending the worker thread while the model runs aborted the whole process in onnxruntime's native
  // teardown ("terminate called after throwing an instance of 'Napi::Error'"), so a server stopped
  // in the middle of a class exited with a crash instead of 0.
  it('lets a process exit cleanly when detection is closed in the middle of a busy stream', () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', busyExit], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr).not.toContain('Napi::Error');
      expect(run.status).toBe(0);
      const out = JSON.parse(run.stdout) as { judged: number; again: number };
      expect(out.judged).toBeGreaterThan(200);
      // Chunks pushed after closing start a new worker and are judged, none of them refused.
      expect(out.again).toBe(3);
    }
  }, 120_000);
});
