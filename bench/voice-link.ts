/**
 * The voice bench's side of its talk with the server process (voice.server.ts): what the server
 * says when it is ready, what it reports, and one request at a time over the IPC channel.
 */
import type { ChildProcess } from 'node:child_process';

export interface Ready {
  port: number;
  tokens: string[];
  patientId: string;
  /** Which allocator the server's C heap is ('jemalloc' or 'glibc'), read from its memory map. */
  allocator: string;
}

/** The server's resident memory (MB) and where it is (voice.server.ts: memoryParts). */
export interface Memory {
  rss_mb: number;
  heap_mb: number;
  external_mb: number;
  native_mb: number;
  pglite_mb: number | null;
}

export interface Stats extends Memory {
  p99_ms: number;
  max_ms: number;
  live_sessions: number;
  children_rss_mb: number;
  cpu_pct: number;
  children_cpu_pct: number;
  main_thread_cpu_pct: number | null;
  main_thread_wait_pct: number | null;
  other_threads_cpu_pct: string[];
  encoder_lines: number[];
  encoder_batches: number[];
  recording_peak_backlog_s: number;
  recordings_failed: number;
  speech: {
    engine: string | null;
    queuedSentences: number;
    cache: { hits: number; misses: number; entries: number; bytes: number };
  } | null;
}

export function request<T>(child: ChildProcess, cmd: string, label?: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send({ cmd, label });
  });
}
