/**
 * The memory allocator the bench's server runs with: jemalloc, preloaded as the service file and
 * the container image preload it (ADR 040), so the bench measures the server as it is deployed.
 * BENCH_ALLOCATOR=glibc runs it with the C library's own allocator instead, to compare; an
 * LD_PRELOAD already set is left as it is.
 */
import { existsSync } from 'node:fs';

const MULTIARCH: Partial<Record<NodeJS.Architecture, string>> = { x64: 'x86_64', arm64: 'aarch64' };

/** Debian's libjemalloc2 on this machine, if installed. */
export function jemallocLibrary(): string | null {
  const arch = MULTIARCH[process.arch];
  const candidates = [
    ...(arch ? [`/usr/lib/${arch}-linux-gnu/libjemalloc.so.2`] : []),
    '/usr/local/lib/libjemalloc.so.2',
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The environment to start the server with. */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.LD_PRELOAD || env.BENCH_ALLOCATOR === 'glibc' || process.platform !== 'linux') return env;
  const library = jemallocLibrary();
  if (!library) {
    process.stderr.write("voice bench: libjemalloc2 is not installed; the server uses glibc's allocator\n");
    return env;
  }
  return { ...env, LD_PRELOAD: library };
}
