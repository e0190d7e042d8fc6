/** Child process of voice.bench.ts: the real app on PGlite in a temporary DATA_DIR (or PostgreSQL), reporting its event-loop delay. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { childCpuSeconds, childProcesses } from './children';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, pgliteDir } from '../apps/server/src/db/client';
import { patients, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { issueTokens } from '../apps/server/src/lib/accounts/refresh-tokens';
import { sentenceEncoder } from '../apps/server/src/lib/sentence-encoder/encoder';
import { opusEncoders } from '../apps/server/src/voice/audio/opus-encoders';

const students = Number(process.argv[2] ?? 1);

/**
 * CPU seconds the main thread (the event loop: its thread id is the process id) has used, from
 * /proc; null where there is none. The process's own figure adds every worker thread.
 */
function threadCpuSeconds(tid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'latin1');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
const mainThreadCpuSeconds = () => threadCpuSeconds(process.pid);

/**
 * Seconds the event loop's thread has spent ready to run but waiting for a core (schedstat's second
 * field, in ns); null without /proc. Set beside its CPU time, it tells a loop that is slow because
 * of its own work from one that is slow because the machine's cores are busy with other threads.
 */
function mainThreadWaitSeconds(): number | null {
  try {
    const fields = readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'latin1').split(' ');
    return Number(fields[1]) / 1e9;
  } catch {
    return null;
  }
}

/**
 * A thread's nice value, which names the voice workers (worker-priority.mjs: WORKER_NICE; the rest
 * run at the process's own); null without /proc.
 */
function threadNice(tid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  } catch {
    return null;
  }
}

/** CPU seconds of every thread of this process (workers: speech, Opus, VAD, sentence encoder; V8's and libuv's). */
function threadsCpuSeconds(): Map<number, number> {
  const out = new Map<number, number>();
  try {
    for (const tid of readdirSync(`/proc/${process.pid}/task`).map(Number)) {
      const s = threadCpuSeconds(tid);
      if (s !== null) out.set(tid, s);
    }
  } catch {
    // no /proc
  }
  return out;
}
/** A PostgreSQL database to run on instead of PGlite (the bench creates and drops it). */
const databaseUrl = process.argv[3];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'practicum-bench-voice-'));
  // PGlite on disk in DATA_DIR, as the server runs by default: an in-memory PGlite grows its files
  // by copying them (expandFileStorage), on the event loop, among the costliest steps of a profile.
  // Opened here rather than by openDatabase so that its memory can be read (memoryParts).
  const lite = databaseUrl ? null : await PGlite.create(pgliteDir(dataDir));
  const database = lite
    ? await openDatabase({ engine: 'pglite', instance: lite })
    : await openDatabase({ engine: 'postgres', url: databaseUrl!, poolSize: 20 });
  await database.migrate();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: 'v'.repeat(40),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { database });
  // Closed as the server closes them on a signal: live sessions end, and the voice-activity worker
  // releases its model before the process exits (exiting with it mid-run aborts in onnxruntime).
  shutdown = () => {
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    void app
      .close()
      .then(() => database.close())
      .catch((err: unknown) => process.stderr.write(`voice bench server: closing failed: ${String(err)}\n`))
      .finally(() => {
        clearTimeout(force);
        process.exit(0);
      });
  };
  const passwordHash = await hashPassword('bench-password');
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: students }, (_, i) => ({
        email: `student${i}@bench.test`,
        passwordHash,
        accountStatus: 'activated' as const,
        isActive: true,
      })),
    )
    .returning();
  // A fixed counselling persona (BENCH_PERSONA to choose another): the catalogue's first entry
  // changes as cases are added, and a consultation's short answers would change the load measured.
  const persona = PersonaSchema.parse(benchPersona());
  const [patient] = await database.db
    .insert(patients)
    .values({
      name: persona.name,
      condition: persona.condition,
      conditionCategory: persona.condition_category,
      difficulty: persona.difficulty,
      persona,
    })
    .returning();
  const tokens = await Promise.all(rows.map(async (u) => (await issueTokens(app, u)).pair.access_token));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let rssBase = process.memoryUsage().rss;
  let markedAt = performance.now();
  let cpuBase = process.cpuUsage();
  let mainBase = mainThreadCpuSeconds();
  let waitBase = mainThreadWaitSeconds();
  let threadsBase = threadsCpuSeconds();
  let childrenBase = childProcesses();
  const profiler = profileDir ? new Session() : null;
  profiler?.connect();
  process.on('message', (msg: { cmd: string; label?: string }) => {
    if (msg.cmd === 'profile-start' || msg.cmd === 'profile-stop') {
      void profile(profiler, msg.cmd, msg.label ?? 'level').then(() => process.send!({ ok: true }));
    } else if (msg.cmd === 'mark') {
      histogram.reset();
      histogram.enable();
      rssBase = process.memoryUsage().rss;
      markedAt = performance.now();
      cpuBase = process.cpuUsage();
      mainBase = mainThreadCpuSeconds();
      waitBase = mainThreadWaitSeconds();
      threadsBase = threadsCpuSeconds();
      childrenBase = childProcesses();
      opusEncoders().resetHealth();
      process.send!({ ok: true });
    } else if (msg.cmd === 'gc') {
      // After the soak's sessions have closed: what is left once the collector has run (the bench
      // starts this process with --expose-gc), against what the sessions' conversations held.
      globalThis.gc?.();
      process.send!({ live_sessions: app.liveSessions.size, ...memoryParts(lite) });
    } else if (msg.cmd === 'stats') {
      const ms = (ns: number) => Number((ns / 1e6).toFixed(2));
      const wall = (performance.now() - markedAt) / 1000;
      const cpu = process.cpuUsage(cpuBase);
      const main = mainThreadCpuSeconds();
      const wait = mainThreadWaitSeconds();
      const pct = (seconds: number) => Math.round((seconds / wall) * 100);
      const children = childCpuSeconds(childrenBase);
      process.send!({
        p50_ms: ms(histogram.percentile(50)),
        p99_ms: ms(histogram.percentile(99)),
        max_ms: ms(histogram.max),
        ...memoryParts(lite),
        rss_growth_mb: Math.round((process.memoryUsage().rss - rssBase) / 1e6),
        live_sessions: app.liveSessions.size,
        speech: app.speechStats(),
        ...encoderSpread(),
        ...recordingHealth(),
        // Native speech processes' memory (not in rss_mb).
        children_rss_mb: Math.round([...childProcesses().values()].reduce((n, c) => n + c.rss, 0) / 1e6),
        // Since the mark, in % of one core: the whole server (workers and child processes too), its
        // child processes alone, and the event loop's thread.
        cpu_pct: pct((cpu.user + cpu.system) / 1e6 + children),
        children_cpu_pct: pct(children),
        main_thread_cpu_pct: main === null || mainBase === null ? null : pct(main - mainBase),
        // % of the time the event loop was ready to run but waited for a core.
        main_thread_wait_pct: wait === null || waitBase === null ? null : pct(wait - waitBase),
        // The busiest other threads, in % of one core (the worker pools show up here), each with
        // its nice value (worker-priority.mjs: WORKER_NICE), 0 the sentence encoder and V8's own.
        other_threads_cpu_pct: [...threadsCpuSeconds()]
          .filter(([tid]) => tid !== process.pid)
          .map(([tid, s]) => ({ pct: pct(s - (threadsBase.get(tid) ?? 0)), nice: threadNice(tid) }))
          .sort((a, b) => b.pct - a.pct)
          .slice(0, 8)
          .map(({ pct: p, nice }) => (nice === null ? `${p}` : `${p}@${nice}`)),
      });
    }
  });
  process.send!({
    port: typeof address === 'object' && address ? address.port : 0,
    tokens,
    patientId: patient!.id,
    allocator: allocator(),
  });
}

/**
 * BENCH_PROFILE_DIR: the event loop's CPU profile of each level's talking only (not the sessions'
 * opening, which `--cpu-prof` would mix in), written as <label>.cpuprofile for Chrome's DevTools.
 */
const profileDir = process.env.BENCH_PROFILE_DIR;
async function profile(session: Session | null, cmd: string, label: string): Promise<void> {
  if (!session || !profileDir) return;
  if (cmd === 'profile-start') {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return;
  }
  const { profile: taken } = await session.post('Profiler.stop');
  mkdirSync(profileDir, { recursive: true });
  writeFileSync(join(profileDir, `${label}.cpuprofile`), JSON.stringify(taken));
}

/**
 * How the recordings kept up since the mark: the longest any waited for its Opus worker (s), and
 * encodes refused for being over the limit behind, each a recording ended (0 or the run lost audio).
 */
function recordingHealth() {
  const health = opusEncoders().healthSince();
  return {
    recording_peak_backlog_s: Number(health.peakBacklogSeconds.toFixed(2)),
    recordings_failed: health.overBacklog,
  };
}

/**
 * The resident memory and where it is (MB): the event loop's JavaScript heap, memory V8 knows of outside it
 * (Buffers, ArrayBuffers), and the rest: worker threads' heaps and WebAssembly memories (PGlite's
 * database, the speech and Opus workers'), the model runtimes' native allocations. A soak's growth
 * in one of them says where to look.
 */
function memoryParts(lite: PGlite | null) {
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 1e6);
  // The embedded database's WebAssembly memory (its size, which only grows), part of native_mb;
  // PGlite's types keep the Emscripten module that holds it protected.
  const wasm = (lite as unknown as { mod?: { HEAPU8: Uint8Array } } | null)?.mod?.HEAPU8.byteLength;
  return {
    rss_mb: mb(m.rss),
    heap_mb: mb(m.heapUsed),
    external_mb: mb(m.external),
    native_mb: mb(m.rss - m.heapTotal - m.external),
    pglite_mb: wasm === undefined ? null : mb(wasm),
  };
}

/** Which allocator this process's C heap is: jemalloc when it is mapped in, else the C library's. */
function allocator(): string {
  try {
    return readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc') ? 'jemalloc' : 'glibc';
  } catch {
    return process.platform;
  }
}

/** Lines and batches each sentence-encoder worker has embedded since the server started. */
function encoderSpread(): { encoder_lines: number[]; encoder_batches: number[] } {
  const { lines, batches } = sentenceEncoder.stats();
  return { encoder_lines: lines, encoder_batches: batches };
}

/** Closes the app and exits, once there is an app; before that a SIGINT just ends the process. */
let shutdown: (() => void) | null = null;
process.on('SIGINT', () => {
  const close = shutdown;
  shutdown = null;
  if (close) close();
  else process.exit(0);
});
void main();

function benchPersona() {
  const id = process.env.BENCH_PERSONA ?? 'aisha-rahman';
  const found = CATALOGUE.find((p) => p.id === id);
  if (!found) throw new Error(`BENCH_PERSONA: no catalogue persona ${id}`);
  return found;
}
