import { CHUNK_BUFFERS, CHUNK_MAX_WAIT_MS } from './constants';
import { concatPcm16 } from './pcm';

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ChunkerOptions {
  onChunk: (samples: Int16Array) => void;
  maxBuffers?: number;
  maxWaitMs?: number;
  timers?: Timers;
}

/**
 * Groups capture buffers into socket messages: a chunk leaves once `maxBuffers`
 * buffers wait or the oldest has waited `maxWaitMs`, so speech reaches the server within 100 ms
 * without one message per 85 ms buffer when buffers arrive in bursts.
 */
export class AudioChunker {
  private pending: Int16Array[] = [];
  private timer: unknown = null;
  private readonly maxBuffers: number;
  private readonly maxWaitMs: number;
  private readonly timers: Timers;

  constructor(private readonly options: ChunkerOptions) {
    this.maxBuffers = options.maxBuffers ?? CHUNK_BUFFERS;
    this.maxWaitMs = options.maxWaitMs ?? CHUNK_MAX_WAIT_MS;
    this.timers = options.timers ?? realTimers;
  }

  push(buffer: Int16Array): void {
    this.pending.push(buffer);
    if (this.pending.length >= this.maxBuffers) return this.flush();
    this.timer ??= this.timers.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.maxWaitMs);
  }

  /** Sends whatever waits now (also used when the microphone stops). */
  flush(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const buffers = this.pending;
    this.pending = [];
    this.options.onChunk(concatPcm16(buffers));
  }

  /** Drops what waits, without sending. */
  reset(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }
}
