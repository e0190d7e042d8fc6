import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { useSentenceEncoder, type SentenceEncoder } from '@practicum/coder';

/** The Universal Sentence Encoder's vector length. */
export const EMBEDDING_DIMS = 512;
/**
 * How long a synchronous caller waits for a line's vector. The first call also waits for the model
 * to load (about a second on a quiet machine, several on a busy one).
 */
const SYNC_TIMEOUT_MS = 60_000;

type Batch = { texts: string[]; resolve: (v: Float32Array[]) => void; reject: (e: Error) => void };

/** One worker thread of the pool, with the lines it is embedding now (null while idle). */
interface Slot {
  worker: Worker;
  busy: Batch[] | null;
  /** Batches and lines it has embedded, for the pool's figures. */
  batches: number;
  lines: number;
}

/**
 * Worker threads when nobody says: one per core beyond the first, at least one and at most four. A
 * line takes some 28 ms alone and 13 to 15 ms in a batch, so more workers help only where there is
 * CPU to run them: the first core belongs to the event loop and the other voice workers, and on two
 * cores a second encoder split a class's burst of lines into smaller batches and took the CPU that
 * speech needed (ADR 033, the addendum on the encoder pool). Each holds its own copy of the model,
 * about 130 MB.
 */
export function defaultEncoderWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/**
 * Sentence vectors from the Universal Sentence Encoder (lite) on a pool of worker threads. The model
 * runs asynchronously (TensorFlow.js), but the coder is synchronous, as the patient engine and the
 * scorer that call it are: `embedSync` blocks on a worker for one line, and `embed` lets a caller
 * that can wait (the live session, the scorer of a whole transcript) compute many lines without
 * blocking, so the coder then finds them ready. When no worker can start, both answer null and the
 * coder's rules stand alone.
 */
export class WorkerEncoder implements SentenceEncoder {
  readonly dims = EMBEDDING_DIMS;
  private slots: Slot[] = [];
  private started = false;
  private readonly signal = new SharedArrayBuffer(4);
  private readonly values = new SharedArrayBuffer(EMBEDDING_DIMS * 4);
  /**
   * Lines asked for while every worker is busy wait here and go to the first worker that is free
   * as one batch: the model embeds a batch far faster than the same lines one by one, and a class's
   * live sessions each ask for one line at a time.
   */
  private queued: Batch[] = [];

  constructor(private workers = defaultEncoderWorkers()) {}

  /** How many worker threads the pool runs; takes effect before the first line only. */
  resize(workers: number): void {
    if (!this.started) this.workers = Math.max(1, Math.floor(workers));
  }

  /** Worker threads running now (0 before the first line, or when none could start). */
  get size(): number {
    return this.slots.length;
  }

  /** Batches and lines each running worker has embedded without blocking (the pool's spread). */
  stats(): { workers: number; batches: number[]; lines: number[] } {
    return {
      workers: this.slots.length,
      batches: this.slots.map((s) => s.batches),
      lines: this.slots.map((s) => s.lines),
    };
  }

  /** Ends every worker; lines still waiting get null, and a later line starts the pool again. */
  async close(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    this.started = false;
    const closed = new Error('the sentence encoder was closed');
    for (const b of [...slots.flatMap((s) => s.busy ?? []), ...this.queued]) b.reject(closed);
    this.queued = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Starts every worker at once, so the model loads in all of them before a class needs them. */
  private start(): boolean {
    if (!this.started) {
      this.started = true;
      for (let i = 0; i < this.workers; i++) this.spawn();
    }
    return this.slots.length > 0;
  }

  private spawn(): void {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./embed-worker.mjs', import.meta.url), {
        workerData: { signal: this.signal, values: this.values, dims: EMBEDDING_DIMS },
      });
    } catch {
      return;
    }
    const slot: Slot = { worker, busy: null, batches: 0, lines: 0 };
    worker.on('message', (msg: { vectors?: number[][]; error?: string }) => {
      const batch = slot.busy;
      if (!batch) return;
      slot.busy = null;
      // The worker never keeps a process alive by itself: only while a caller waits on it.
      worker.unref();
      if (msg.error !== undefined || !msg.vectors) {
        const error = new Error(msg.error ?? 'no vectors');
        for (const b of batch) b.reject(error);
      } else {
        let at = 0;
        for (const b of batch) {
          b.resolve(msg.vectors.slice(at, at + b.texts.length).map((v) => Float32Array.from(v)));
          at += b.texts.length;
        }
      }
      this.sendQueued();
    });
    const lost = (err: Error) => this.lose(slot, err);
    worker.on('error', lost);
    worker.on('exit', () => lost(new Error('the sentence encoder stopped')));
    worker.unref();
    this.slots.push(slot);
  }

  /**
   * A worker that failed is dropped with the lines it had; the others carry on. With none left,
   * the lines still waiting fail too, and the coder's rules stand alone from then on.
   */
  private lose(slot: Slot, err: Error): void {
    if (!this.slots.includes(slot)) return;
    this.slots = this.slots.filter((s) => s !== slot);
    for (const b of slot.busy ?? []) b.reject(err);
    slot.busy = null;
    if (this.slots.length > 0) return this.sendQueued();
    for (const b of this.queued) b.reject(err);
    this.queued = [];
  }

  /** Sends every waiting request to a free worker as one batch, if one is free. */
  private sendQueued(): void {
    if (this.queued.length === 0) return;
    const slot = this.slots.find((s) => s.busy === null);
    if (!slot) return;
    const batch = this.queued;
    this.queued = [];
    const texts = batch.flatMap((b) => b.texts);
    slot.busy = batch;
    slot.batches += 1;
    slot.lines += texts.length;
    slot.worker.ref();
    slot.worker.postMessage({ texts });
  }

  /** One line's vector, computed on the worker while this thread waits; null if the model is unavailable. */
  embedSync(text: string): Float32Array | null {
    if (!this.start()) return null;
    // Any worker will do: this thread waits, so no other line is asked for meanwhile.
    const worker = this.slots[0]!.worker;
    const flag = new Int32Array(this.signal);
    Atomics.store(flag, 0, 0);
    worker.postMessage({ sync: true, texts: [text] });
    const woke = Atomics.wait(flag, 0, 0, SYNC_TIMEOUT_MS);
    if (woke === 'timed-out' || Atomics.load(flag, 0) !== 1) return null;
    return new Float32Array(this.values).slice(0, EMBEDDING_DIMS);
  }

  /** Many lines' vectors without blocking; null if the model is unavailable. */
  async embed(texts: readonly string[]): Promise<Float32Array[] | null> {
    if (texts.length === 0) return [];
    if (!this.start()) return null;
    try {
      return await new Promise<Float32Array[]>((resolve, reject) => {
        this.queued.push({ texts: [...texts], resolve, reject });
        this.sendQueued();
      });
    } catch {
      return null;
    }
  }
}

/** One pool per process, shared by every session. */
export const sentenceEncoder = new WorkerEncoder();

/**
 * Lends the process's sentence encoder to the coder, so it hears harm with its learned reading too;
 * `workers` sizes its pool (before its first line).
 */
export function useLearnedReading(options: { workers?: number } = {}): void {
  if (options.workers !== undefined) sentenceEncoder.resize(options.workers);
  useSentenceEncoder(sentenceEncoder);
}
