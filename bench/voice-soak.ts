/**
 * The voice bench's soak: a steady load for minutes, the server's memory sampled all along. Growth
 * is counted after the first fifth (start-up, caches, JIT and pools, is not growth), by the two ends
 * (the budget's figure, under 5 %) and along a line fitted through every sample; then the sessions
 * close and the memory left after a full collection says what the soak kept that no conversation
 * holds.
 */
import type { ChildProcess } from 'node:child_process';
import type { Client } from './voice-client';
import { talk } from './voice-client';
import { request, type Memory, type Stats } from './voice-link';
import { clientCpu, cpuMark, percentile, trendPct } from './voice-measure';

export interface SoakOptions {
  minutes: number;
  /** Over how long the sessions' first turns are spread (ms). */
  spreadMs: number;
  /** How long past the end a turn may still take (s). */
  graceSeconds: number;
}

const memoryOf = ({ rss_mb, heap_mb, external_mb, native_mb, pglite_mb }: Memory): Memory => ({
  rss_mb,
  heap_mb,
  external_mb,
  native_mb,
  pglite_mb,
});

/** Runs the soak on `active` sessions, which it closes at the end. */
export async function runSoak(child: ChildProcess, active: Client[], options: SoakOptions) {
  await request(child, 'mark');
  const seconds = options.minutes * 60;
  type Sample = Memory & { s: number };
  const samples: Sample[] = [];
  const began = Date.now();
  const sample = (s: Stats): Sample => ({ s: Math.round((Date.now() - began) / 1000), ...memoryOf(s) });
  const sampler = setInterval(
    () => void request<Stats>(child, 'stats').then((s) => samples.push(sample(s))),
    Math.max(2000, (seconds * 1000) / 30),
  );
  let turns = 0;
  const mark = cpuMark();
  const { latencies, later } = await talk(
    active,
    { seconds, spreadMs: options.spreadMs, graceSeconds: options.graceSeconds },
    () => turns++,
  );
  clearInterval(sampler);
  const stats = await request<Stats>(child, 'stats');
  const clientCpuPct = clientCpu(mark);
  samples.push(sample(stats));
  const base = samples.find((x) => x.s >= seconds / 5) ?? samples[0]!;
  const counted = samples.filter((x) => x.s >= base.s);
  // The sessions' own conversations are in that growth (each live session keeps its history):
  // once they have closed, what the collector cannot free is what the soak left behind.
  for (const c of active) c.ws.close(1000);
  const closed = await afterSessionsClose(child);
  return {
    sessions: active.length,
    minutes: options.minutes,
    turns,
    p50_ms: percentile(latencies, 0.5),
    p95_ms: percentile(latencies, 0.95),
    later_p50_ms: percentile(later, 0.5),
    later_p95_ms: percentile(later, 0.95),
    event_loop_delay_p99_ms: stats.p99_ms,
    server_cpu_pct: stats.cpu_pct,
    server_children_cpu_pct: stats.children_cpu_pct,
    server_main_thread_cpu_pct: stats.main_thread_cpu_pct,
    client_cpu_pct: clientCpuPct,
    server_children_rss_mb: stats.children_rss_mb,
    recording_peak_backlog_s: stats.recording_peak_backlog_s,
    recordings_failed: stats.recordings_failed,
    rss_samples: samples,
    rss_start_mb: base.rss_mb,
    rss_end_mb: stats.rss_mb,
    rss_max_mb: Math.max(...samples.map((x) => x.rss_mb)),
    memory_growth_pct: Number((((stats.rss_mb - base.rss_mb) / base.rss_mb) * 100).toFixed(1)),
    // The same window by a least-squares line through every sample, which one sample taken just
    // before or after a collection cannot move by a few per cent as it moves the two ends.
    memory_trend_pct: trendPct(counted.map((x) => [x.s, x.rss_mb])),
    heap_trend_pct: trendPct(counted.map((x) => [x.s, x.heap_mb])),
    native_trend_pct: trendPct(counted.map((x) => [x.s, x.native_mb])),
    after_sessions_closed: closed,
    budget_memory_growth_pct: 5,
  };
}

/** The server's memory after a full collection, once every session has closed (30 s at most). */
async function afterSessionsClose(child: ChildProcess) {
  const until = Date.now() + 30_000;
  while ((await request<Stats>(child, 'stats')).live_sessions > 0 && Date.now() < until)
    await new Promise((r) => setTimeout(r, 1000));
  return request<Memory & { live_sessions: number }>(child, 'gc');
}
