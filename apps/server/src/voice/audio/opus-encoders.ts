import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Where recordings are compressed: a few worker threads (one per core by default), each holding the
 * Opus encoders of the streams assigned to it. Encoding a class's recordings is steady CPU work
 * (about 1.6 ms per second of a one-channel recording at the settings used, 3.4 for the stereo of
 * older recordings; most of a core at 500 sessions) that would otherwise sit on the event loop
 * between every turn's first audio. A stream stays on
 * one worker, since an encoder carries state from frame to frame; PCM goes there transferred, and
 * packets come back transferred. Pages and file writes stay with the writer on the main thread.
 */

export interface EncoderSettings {
  sampleRate: number;
  channels: number;
  bitrate: number;
  complexity: number;
  /** libopus's application: 'audio' (it picks SILK or CELT) or 'restricted_lowdelay' (CELT only). */
  application: 'audio' | 'restricted_lowdelay';
}

/**
 * Audio a stream may have waiting for its worker, in seconds. A machine short of CPU falls behind
 * on every stream at once, and PCM waiting to be encoded is 48 KB a second of each (one channel at
 * 24 kHz; stereo recordings begun before count double): past this the stream's recording fails (and
 * is logged) instead of the server running out of memory. The recordings' workers run well below
 * the event loop (worker-priority.mjs), so at a class's busiest moments they wait their turn and
 * catch up after: over ten minutes of 200 sessions on two cores a stream was up to 9 s behind.
 */
export const MAX_BACKLOG_SECONDS = 20;

interface Job {
  resolve: (packets: Uint8Array[]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  streams: number;
  jobs: Map<number, Job>;
  /** Set once the worker died: its streams fail, new ones go elsewhere. */
  dead: Error | null;
}

/**
 * How the recordings have kept up since `resetHealth()`: the most audio any stream had waiting for
 * its worker (s), and how many encodes were refused for being too far behind (each ends a recording).
 */
export interface EncoderHealth {
  peakBacklogSeconds: number;
  overBacklog: number;
}

export class OpusEncoderPool {
  private readonly slots: Slot[] = [];
  private nextStream = 1;
  private nextJob = 1;
  private health: EncoderHealth = { peakBacklogSeconds: 0, overBacklog: 0 };

  constructor(private readonly size = availableParallelism()) {}

  /** An encoder for one stream, on the worker with the fewest streams (started when needed). */
  open(settings: EncoderSettings): PooledEncoder {
    let slot = this.slots
      .filter((s) => !s.dead)
      .reduce<Slot | null>((best, s) => (best && best.streams <= s.streams ? best : s), null);
    if (!slot || (slot.streams > 0 && this.slots.filter((s) => !s.dead).length < this.size))
      slot = this.spawn();
    const stream = this.nextStream++;
    slot.streams += 1;
    slot.worker.postMessage({ op: 'open', stream, ...settings });
    return new PooledEncoder(this, slot, stream, settings);
  }

  /** Workers running (for tests and the bench). */
  get workers(): number {
    return this.slots.filter((s) => !s.dead).length;
  }

  /** How the recordings have kept up since the last reset (for the bench). */
  healthSince(): EncoderHealth {
    return { ...this.health };
  }

  resetHealth(): void {
    this.health = { peakBacklogSeconds: 0, overBacklog: 0 };
  }

  /** @internal A stream has `seconds` of audio waiting for its worker. */
  noteBacklog(seconds: number): void {
    this.health.peakBacklogSeconds = Math.max(this.health.peakBacklogSeconds, seconds);
  }

  /** @internal An encode was refused for being too far behind: its recording ends. */
  noteRefused(): void {
    this.health.overBacklog += 1;
  }

  /** @internal */
  encode(slot: Slot, stream: number, pcm: Int16Array, frameSize: number): Promise<Uint8Array[]> {
    if (slot.dead) return Promise.reject(slot.dead);
    const job = this.nextJob++;
    return new Promise<Uint8Array[]>((resolve, reject) => {
      slot.jobs.set(job, { resolve, reject });
      slot.worker.postMessage({ op: 'encode', stream, job, pcm, frameSize }, [pcm.buffer as ArrayBuffer]);
    });
  }

  /** @internal */
  release(slot: Slot, stream: number): void {
    slot.streams -= 1;
    if (!slot.dead) slot.worker.postMessage({ op: 'close', stream });
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./opus-worker.mjs', import.meta.url));
    // Recording never keeps a process alive: what is not flushed when it ends is lost either way.
    worker.unref();
    const slot: Slot = { worker, streams: 0, jobs: new Map(), dead: null };
    worker.on('message', (msg: { job: number; packets?: Uint8Array[]; error?: string }) => {
      const job = slot.jobs.get(msg.job);
      if (!job) return;
      slot.jobs.delete(msg.job);
      if (msg.error !== undefined) job.reject(new Error(`Opus encoding failed: ${msg.error}`));
      else job.resolve(msg.packets!);
    });
    const die = (error: Error) => {
      if (slot.dead) return;
      slot.dead = error;
      for (const job of slot.jobs.values()) job.reject(error);
      slot.jobs.clear();
    };
    worker.on('error', (error) => die(new Error(`the Opus worker failed: ${error.message}`)));
    worker.on('exit', (code) => die(new Error(`the Opus worker exited (${code})`)));
    this.slots.push(slot);
    // Dead workers are dropped from the list once empty, so a long-lived server does not collect them.
    for (let i = this.slots.length - 1; i >= 0; i--)
      if (this.slots[i]!.dead && this.slots[i]!.streams <= 0) this.slots.splice(i, 1);
    return slot;
  }
}

/** The encoder of one stream: frames go in order, packets come back in order. */
export class PooledEncoder {
  private closed = false;
  /** Samples (all channels) handed to the worker and not yet back. */
  private waiting = 0;
  private readonly maxWaiting: number;
  /** Samples (all channels) in a second of the stream. */
  private readonly perSecond: number;

  constructor(
    private readonly pool: OpusEncoderPool,
    private readonly slot: Slot,
    private readonly stream: number,
    settings: EncoderSettings,
  ) {
    this.perSecond = settings.sampleRate * settings.channels;
    this.maxWaiting = MAX_BACKLOG_SECONDS * this.perSecond;
  }

  /**
   * Encodes whole frames of interleaved PCM, one packet each. `pcm` is transferred to the worker:
   * the caller must not use it afterwards. Fails at once when the stream is too far behind.
   */
  encode(pcm: Int16Array, frameSize: number): Promise<Uint8Array[]> {
    if (this.closed) return Promise.reject(new Error('the encoder is closed'));
    // One long stretch at once (the gap a reconnect leaves) is fine; falling behind stretch after
    // stretch is not.
    if (this.waiting > 0 && this.waiting + pcm.length > this.maxWaiting) {
      this.pool.noteRefused();
      return Promise.reject(new Error(`the Opus encoder is over ${MAX_BACKLOG_SECONDS} s behind`));
    }
    const samples = pcm.length;
    this.waiting += samples;
    this.pool.noteBacklog(this.waiting / this.perSecond);
    const done = this.pool.encode(this.slot, this.stream, pcm, frameSize);
    const settle = () => (this.waiting -= samples);
    done.then(settle, settle);
    return done;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pool.release(this.slot, this.stream);
  }
}

let shared: OpusEncoderPool | null = null;

/** The process's encoder pool, one worker per core. */
export function opusEncoders(): OpusEncoderPool {
  shared ??= new OpusEncoderPool();
  return shared;
}
