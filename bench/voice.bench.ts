/**
 * Live voice with the local provider at class scale. Turn latency is the time from the student's
 * `text_message` to the patient's first `response.audio.delta`, as a client sees it.
 * - one session on an idle server: BENCH_TURNS turns back to back (budget p95 under 100 ms);
 * - BENCH_VOICE_LEVELS concurrent sessions (default 50, 200, 500), each streaming real-time
 *   microphone audio (100 ms every 100 ms) and, like a student, speaking again 4 s after the
 *   patient's answer has played (its audio's length after its first chunk) for BENCH_VOICE_SECONDS: turn
 *   latency p50/p95 (budget p95 under 300 ms at 200), the server's event-loop delay p99 and its RSS.
 *   Sessions that run at the same time are at different points of their conversations, so each
 *   level's first turns are spread over one exchange (BENCH_VOICE_SPREAD_SECONDS: the bench
 *   persona's answer and the pause), as a class that has been talking for a while would be;
 * - a burst at BENCH_VOICE_BURST sessions (default 200): every session speaks within the same 4 s,
 *   as if a whole class had been told "start now" and had heard the patient's answer at one moment
 *   (50 turns a second at 200, four times the steady rate), reported apart: what a class can wait
 *   when everyone moves together;
 * - a soak at BENCH_SOAK_SESSIONS (200) for BENCH_SOAK_MINUTES (default 1; 10 for the real check):
 *   RSS sampled every few seconds, growth from the end of the first fifth to the end (budget under 5 %)
 *   and along a line fitted through the samples; then the sessions close and the server's memory after
 *   a full collection says what the soak left that no conversation holds.
 * The server runs with jemalloc preloaded, as the service file and the container run it (ADR 040;
 * BENCH_ALLOCATOR=glibc to compare); the report names the allocator it ran on.
 * The server runs in a child process (SPEECH_WORKERS etc. pass through) on PGlite in its DATA_DIR, or
 * with BENCH_VOICE_ENGINE=postgres on a fresh database of BENCH_DATABASE_URL / TEST_DATABASE_URL;
 * this process is the clients.
 */
import { fork } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SpeechScheduler } from '../apps/server/src/voice/tts/scheduler';
import { serverEnvironment } from './allocator';
import { childCpuSeconds, childProcesses } from './children';
import { Client, LINES, TALK_AFTER_MS, phases, spoken, talk } from './voice-client';
import { request, type Ready, type Stats } from './voice-link';
import { clientCpu, cpuMark, percentile } from './voice-measure';
import { runSoak } from './voice-soak';
import { scratchDatabase } from './scratch-database';

const TURNS = Number(process.env.BENCH_TURNS ?? 100);
const LEVELS = (process.env.BENCH_VOICE_LEVELS ?? '50,200,500').split(',').map(Number);
/** Long enough for two exchanges of every session: the level's first turns take one. */
const SECONDS = Number(process.env.BENCH_VOICE_SECONDS ?? 30);
const SOAK_SESSIONS = Number(process.env.BENCH_SOAK_SESSIONS ?? 200);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 1);
/**
 * How long past the end of a level a turn may still take (s): a machine that cannot keep up would
 * otherwise hold the bench for ever. Turns cut short count at the time waited, as `unfinished`.
 */
const GRACE_SECONDS = Number(process.env.BENCH_VOICE_GRACE_SECONDS ?? 90);
/**
 * Over how long each level's first turns are spread (s): about one exchange of the bench's persona
 * (an answer of some 11 s of speech, then the student's pause), so that turns come at the steady rate
 * of sessions that are at every point of their conversations.
 */
const SPREAD_SECONDS = Number(process.env.BENCH_VOICE_SPREAD_SECONDS ?? 15);
/** Sessions of the burst (0: none). */
const BURST = Number(process.env.BENCH_VOICE_BURST ?? 200);
/** How far below the server the simulated browsers run (nice steps; BENCH_CLIENT_NICE=0: as equals). */
const CLIENT_NICE = Number(process.env.BENCH_CLIENT_NICE ?? 5);
const MAX_SESSIONS = Math.max(...LEVELS, BURST, SOAK_MINUTES > 0 ? SOAK_SESSIONS : 0);
const ENGINE = process.env.BENCH_VOICE_ENGINE ?? 'pglite';
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const progress = (what: string) => process.stderr.write(`voice bench: ${what}\n`);

/** A fresh PostgreSQL database for the run, dropped afterwards. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!PG_URL) throw new Error('BENCH_VOICE_ENGINE=postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  return scratchDatabase(PG_URL);
}

/**
 * What the speech workers can do on this machine right now: wall time per second of speech with
 * every worker busy (distinct lines, no cache), which bounds how many patients can talk at once.
 */
async function synthesisCapacity() {
  const engine = (process.env.SPEECH_ENGINE || 'auto') as 'auto' | 'native' | 'wasm';
  const speech = new SpeechScheduler({ cache: { maxBytes: 0, maxChars: 0 }, engine });
  await speech.warmUp();
  const lines = Array.from(
    { length: 80 },
    (_, i) => `${LINES[i % LINES.length]} I keep thinking about it, day ${i + 1} of the week.`,
  );
  let samples = 0;
  const began = performance.now();
  const cpu = process.cpuUsage();
  const children = childProcesses();
  await Promise.all(
    lines.map((line) =>
      speech.session().speak(line, { voice: 'female', speed: 1 }, (c) => (samples += c.length)),
    ),
  );
  const ms = performance.now() - began;
  // CPU, unlike wall time, does not depend on what else the machine is doing: it gives how much
  // speech the machine's cores could make at most.
  const used = process.cpuUsage(cpu);
  // Native eSpeak NG synthesises in child processes, which the process's own figure leaves out.
  const childMs = childCpuSeconds(children) * 1000;
  const stats = speech.stats();
  await speech.close();
  const speechSeconds = samples / 24_000;
  return {
    engine: stats.engine,
    workers: stats.workers,
    speech_seconds: Number(speechSeconds.toFixed(1)),
    wall_ms_per_speech_second: Number((ms / speechSeconds).toFixed(2)),
    speech_seconds_per_second: Number(((speechSeconds * 1000) / ms).toFixed(1)),
    cpu_ms_per_speech_second: Number(
      (((used.user + used.system) / 1000 + childMs) / speechSeconds).toFixed(2),
    ),
  };
}

async function main() {
  progress('synthesis capacity');
  const capacity = await synthesisCapacity();
  progress(JSON.stringify(capacity));
  const database = ENGINE === 'postgres' ? await postgresDatabase() : null;
  const serverArgs = [String(MAX_SESSIONS + 1), ...(database ? [database.url] : [])];
  const child = fork(fileURLToPath(new URL('./voice.server.ts', import.meta.url)), serverArgs, {
    // BENCH_SERVER_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to see where the server spends its
    // time over its whole life; BENCH_PROFILE_DIR for each level's talking alone.
    // --expose-gc for the memory the soak leaves once its sessions have closed, and only then.
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: serverEnvironment(process.env),
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  // The simulated browsers run below the server (the server, forked before, keeps its own
  // priority): a class's browsers are on the students' machines, not beside the server, and here
  // they took a fifth of a core from it. A client that waits for a core reads its audio late, so
  // this can only make the latencies it measures longer, never shorter.
  try {
    setPriority(0, Math.min(19, getPriority(0) + CLIENT_NICE));
  } catch {
    // not allowed here: the clients compete with the server as equals
  }
  const url = (token: string) =>
    `ws://127.0.0.1:${ready.port}/api/v1/voice/realtime/${ready.patientId}?token=${token}`;
  const clients: Client[] = [];
  /** The first `n` students' sessions, opened as needed (each waits for its opening line). */
  const sessions = async (n: number) => {
    while (clients.length < n) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, n - clients.length) }, async (_, k) => {
          const c = await Client.open(url(ready.tokens[clients.length + k]!));
          await c.until('audio_response_complete');
          return c;
        }),
      );
      clients.push(...batch);
    }
    return clients.slice(0, n);
  };

  // 1. One session on an otherwise idle server.
  progress(`1 session, ${TURNS} turns`);
  const solo = await Client.open(url(ready.tokens[MAX_SESSIONS]!));
  await solo.until('audio_response_complete'); // the opening line
  const soloLatencies: number[] = [];
  for (let i = 0; i < TURNS; i++) soloLatencies.push(await solo.turn(`${LINES[i % LINES.length]} (${i})`));
  solo.ws.close(1000);
  const levels = [
    {
      sessions: 1,
      turns: soloLatencies.length,
      p50_ms: percentile(soloLatencies, 0.5),
      p95_ms: percentile(soloLatencies, 0.95),
      budget_p95_ms: 100,
    } as Record<string, number | string>,
  ];
  progress(JSON.stringify(levels[0]));

  // 2. Concurrency levels, sessions at every point of their conversations; then the burst.
  const runs = [
    ...LEVELS.map((n) => ({ n, spreadMs: SPREAD_SECONDS * 1000, burst: false })),
    ...(BURST > 0 ? [{ n: BURST, spreadMs: TALK_AFTER_MS, burst: true }] : []),
  ];
  for (const { n, spreadMs, burst } of runs) {
    // Sessions of a larger level than this one go first: left open, they would go on recording.
    for (const c of clients.splice(n)) c.ws.close(1000);
    progress(`${n} sessions${burst ? ' (burst)' : ''}: opening`);
    const active = await sessions(n);
    progress(`${n} sessions: talking for ${SECONDS} s, first turns over ${spreadMs / 1000} s`);
    await request(child, 'mark');
    for (const list of Object.values(phases)) list.length = 0;
    spoken.seconds = spoken.answers = 0;
    const mark = cpuMark();
    await request(child, 'profile-start');
    const { latencies, later, unfinished } = await talk(active, {
      seconds: SECONDS,
      spreadMs,
      graceSeconds: GRACE_SECONDS,
    });
    await request(child, 'profile-stop', `sessions-${n}${burst ? '-burst' : ''}`);
    const stats = await request<Stats>(child, 'stats');
    const clientCpuPct = clientCpu(mark);
    levels.push({
      sessions: n,
      // Steady: first turns spread over one exchange; burst: every session speaks within 4 s.
      start: burst ? 'burst' : 'steady',
      first_turns_over_s: spreadMs / 1000,
      turns: latencies.length,
      cut_off: latencies.filter((x) => x < 0).length,
      unfinished,
      p50_ms: percentile(latencies, 0.5),
      p95_ms: percentile(latencies, 0.95),
      ...(n === 200 && !burst ? { budget_p95_ms: 300 } : {}),
      later_turns: later.length,
      later_p50_ms: percentile(later, 0.5),
      later_p95_ms: percentile(later, 0.95),
      event_loop_delay_p99_ms: stats.p99_ms,
      event_loop_delay_max_ms: stats.max_ms,
      server_rss_mb: stats.rss_mb,
      server_children_rss_mb: stats.children_rss_mb,
      // % of one core: the server (its workers and child processes too), its child processes (native
      // speech), its event loop's thread, the clients.
      server_cpu_pct: stats.cpu_pct,
      server_children_cpu_pct: stats.children_cpu_pct,
      server_main_thread_cpu_pct: stats.main_thread_cpu_pct ?? -1,
      // % of the level the event loop was ready to run but waited for a core.
      server_main_thread_wait_pct: stats.main_thread_wait_pct ?? -1,
      client_cpu_pct: clientCpuPct,
      server_other_threads_cpu_pct: stats.other_threads_cpu_pct.join(' '),
      // Seconds of the patient's speech per answer: with the pause, what the speech workers must keep up with.
      // Lines each sentence-encoder worker has embedded since the server started (the pool's spread).
      encoder_lines_per_worker: stats.encoder_lines.join(' '),
      encoder_batches_per_worker: stats.encoder_batches.join(' '),
      // The most audio a recording had waiting for its encoder (s), and recordings ended for being
      // too far behind (must be 0: a class's recordings are not to be lost to keep turns fast).
      recording_peak_backlog_s: stats.recording_peak_backlog_s,
      recordings_failed: stats.recordings_failed,
      speech_seconds_per_answer: Number((spoken.seconds / Math.max(1, spoken.answers)).toFixed(2)),
      // Sentences said from the cache against synthesised, since the server started.
      speech_cache: stats.speech
        ? `${stats.speech.cache.hits} hits, ${stats.speech.cache.misses} misses, ${Math.round(stats.speech.cache.bytes / 1e6)} MB`
        : '',
      // p50 and p95 of each part of the wait: line saved, answer's text, its first audio.
      saved_p50_ms: percentile(phases.saved, 0.5),
      answered_p50_ms: percentile(phases.answered, 0.5),
      spoken_p50_ms: percentile(phases.spoken, 0.5),
      saved_p95_ms: percentile(phases.saved, 0.95),
      answered_p95_ms: percentile(phases.answered, 0.95),
      spoken_p95_ms: percentile(phases.spoken, 0.95),
    });
    progress(JSON.stringify(levels.at(-1)));
    // A level the machine could not keep up with ended recordings; sessions that go on without one
    // cost less, so the next phase opens new ones rather than measure a lighter load.
    if (stats.recordings_failed > 0) for (const c of clients.splice(0)) c.ws.close(1000);
  }

  // 3. Soak: memory over a long run at a steady load.
  let soak: Record<string, unknown> | null = null;
  if (SOAK_MINUTES > 0) {
    // Sessions of a larger level than the soak's go first: left open, they would go on recording.
    for (const c of clients.splice(SOAK_SESSIONS)) c.ws.close(1000);
    const active = await sessions(SOAK_SESSIONS);
    progress(`soak: ${SOAK_SESSIONS} sessions for ${SOAK_MINUTES} min`);
    soak = await runSoak(child, active, {
      minutes: SOAK_MINUTES,
      spreadMs: SPREAD_SECONDS * 1000,
      graceSeconds: GRACE_SECONDS,
    });
  }
  for (const c of clients) c.ws.close(1000);
  child.kill('SIGINT');
  // How the server ended: it closes the app on SIGINT, so anything but code 0 is a fault to report.
  const serverExit = await new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  await database?.drop();

  console.log(
    JSON.stringify({
      bench: 'voice',
      provider: 'local',
      database: ENGINE,
      speech_workers: process.env.SPEECH_WORKERS ?? 'cores',
      speech_engine: process.env.SPEECH_ENGINE || 'auto',
      seconds_per_level: SECONDS,
      synthesis: capacity,
      turn_latency: levels,
      soak,
      server_allocator: ready.allocator,
      server_exit: serverExit,
    }),
  );
}

void main();
