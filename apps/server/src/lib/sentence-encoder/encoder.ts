import { Worker } from 'node:worker_threads';
import { useSentenceEncoder, type SentenceEncoder } from '@practicum/coder';

/** The Universal Sentence Encoder's vector length. */
export const EMBEDDING_DIMS = 512;
/**
 * How long a synchronous caller waits for a line's vector. The first call also waits for the model
 * to load (about a second on a quiet machine, several on a busy one).
 */
const SYNC_TIMEOUT_MS = 60_000;

type Pending = { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void };

/**
 * Sentence vectors from the Universal Sentence Encoder (lite) on a worker thread. The model runs
 * asynchronously (TensorFlow.js), but the coder is synchronous, as the patient engine and the scorer
 * that call it are: `embedSync` blocks on the worker for one line, and `embed` lets a caller that can
 * wait (the live session, the scorer of a whole transcript) compute many lines without blocking, so
 * the coder then finds them ready. When the worker cannot start, both answer null and the coder's
 * rules stand alone.
 */
class WorkerEncoder implements SentenceEncoder {
  readonly dims = EMBEDDING_DIMS;
  private worker: Worker | null = null;
  private broken = false;
  private readonly signal = new SharedArrayBuffer(4);
  private readonly values = new SharedArrayBuffer(EMBEDDING_DIMS * 4);
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /**
   * Lines asked for while the worker is busy wait here and go to it as one batch: the model embeds
   * a batch far faster than the same lines one by one, and a class's live sessions each ask for one
   * line at a time.
   */
  private queued: { texts: string[]; resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }[] =
    [];
  private inFlight = false;

  private start(): Worker | null {
    if (this.broken) return null;
    if (this.worker) return this.worker;
    try {
      const worker = new Worker(new URL('./embed-worker.mjs', import.meta.url), {
        workerData: { signal: this.signal, values: this.values, dims: EMBEDDING_DIMS },
      });
      worker.on('message', (msg: { id: number; vectors?: number[][]; error?: string }) => {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        this.inFlight = false;
        if (msg.error !== undefined || !msg.vectors) p.reject(new Error(msg.error ?? 'no vectors'));
        else p.resolve(msg.vectors.map((v) => Float32Array.from(v)));
        this.sendQueued();
        this.idleUnlessPending();
      });
      worker.on('error', (err) => this.fail(err));
      worker.on('exit', () => this.fail(new Error('the sentence encoder stopped')));
      // The worker never keeps a process alive by itself: only while an asynchronous call waits on it.
      worker.unref();
      this.worker = worker;
      return worker;
    } catch {
      this.broken = true;
      return null;
    }
  }

  private fail(err: Error): void {
    this.broken = true;
    this.worker = null;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
    for (const q of this.queued) q.reject(err);
    this.queued = [];
    this.inFlight = false;
  }

  private idleUnlessPending(): void {
    if (this.pending.size === 0 && this.queued.length === 0) this.worker?.unref();
  }

  /** Sends every waiting request to the worker as one batch, unless one is already being embedded. */
  private sendQueued(): void {
    if (this.inFlight || this.queued.length === 0 || !this.worker) return;
    const batch = this.queued;
    this.queued = [];
    const id = this.nextId++;
    this.inFlight = true;
    this.pending.set(id, {
      resolve: (vectors) => {
        let at = 0;
        for (const b of batch) {
          b.resolve(vectors.slice(at, at + b.texts.length));
          at += b.texts.length;
        }
      },
      reject: (e) => {
        for (const b of batch) b.reject(e);
      },
    });
    this.worker.postMessage({ id, texts: batch.flatMap((b) => b.texts) });
  }

  /** One line's vector, computed on the worker while this thread waits; null if the model is unavailable. */
  embedSync(text: string): Float32Array | null {
    const worker = this.start();
    if (!worker) return null;
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
    const worker = this.start();
    if (!worker) return null;
    worker.ref();
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

/** One encoder per process: the model is loaded once and shared by every session. */
export const sentenceEncoder: SentenceEncoder = new WorkerEncoder();

/** Lends the process's sentence encoder to the coder, so it hears harm with its learned reading too. */
export function useLearnedReading(): void {
  useSentenceEncoder(sentenceEncoder);
}
