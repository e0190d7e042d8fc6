import { Worker } from 'node:worker_threads';

export type VadEvent = 'speech_started' | 'speech_stopped';

/** A boundary of the student's speech, in samples of the pushed stream since it began (or was reset). */
export interface VadBoundary {
  event: VadEvent;
  /** speech_started: where speech began; speech_stopped: where it ended (before the silence that ended the turn). */
  atSample: number;
}

/** One stream as the worker needs to know it (see vad-stream.mjs). */
export interface StreamSettings {
  /** Sample rate of the audio pushed (resampled to the model's 16 kHz in the worker). */
  rate: number;
  startMs?: number;
  stopMs?: number;
}

/** What one stream hears back, in the order its work was pushed. */
export interface StreamListener {
  /** A chunk judged: the boundary it completed, if any (null when it could not be judged: `error`), and whether speech goes on after it. */
  judged(samples: Int16Array, boundary: VadBoundary | null, error: Error | null, speaking: boolean): void;
  /** A reset has taken effect, after every chunk pushed before it. */
  reset(): void;
  /** The stream's end has reached the worker, which has let its state go. */
  ended(): void;
}

export interface DetectorStream {
  readonly id: number;
  readonly settings: StreamSettings;
  readonly listener: StreamListener;
}

/**
 * How long a stream's chunks gather on the event loop before they go to the worker together (ms).
 * A browser sends a chunk every 100 ms, so at 200 sessions about forty chunks of as many streams go
 * in one message instead of one message per chunk, and the worker judges their frames in the same
 * runs of the model. A boundary reaches the session this much later at most.
 */
const FLUSH_MS = 20;

interface ChunksOp {
  kind: 'chunks';
  stream: DetectorStream;
  chunks: Int16Array[];
  /** When each chunk was pushed (sharedNow()): the worker sheds chunks that waited too long. */
  at: number[];
}
type Op = ChunksOp | { kind: 'reset'; stream: DetectorStream } | { kind: 'close'; stream: DetectorStream };

interface ChunksResult {
  boundaries: [number, VadEvent, number][];
  errors: [number, string][];
  speaking: boolean[];
}

/** One worker thread, the streams it has been told of and the batches it has not answered yet. */
interface Link {
  worker: Worker;
  opened: Set<number>;
  inFlight: Map<number, Op[]>;
  lost: boolean;
}

/** Milliseconds on a clock every thread of the process shares (performance.now() is per thread); the worker reads the same. */
const sharedNow = () => performance.timeOrigin + performance.now();

/**
 * Voice activity detection for every live stream, on one worker thread (vad-worker.mjs). The event
 * loop only gathers each stream's raw chunks and posts them, every FLUSH_MS, in one message with
 * one transferred buffer; the worker cuts the frames, skips the quiet ones, runs the model on the
 * frames of all streams together and follows each stream's speech (vad-stream.mjs), and answers
 * each message with the boundaries its chunks completed. Per chunk, the event loop does a copy and
 * nothing else: the framing and segmenting were a quarter of its time at 200 sessions.
 */
export class VadInference {
  private link: Promise<Link> | null = null;
  /** Work pushed since the last message, in order. */
  private window: Op[] = [];
  /** Each stream's chunks op in the window that later chunks of it join, until a reset or close. */
  private gathering = new Map<number, ChunksOp>();
  private timer: NodeJS.Timeout | null = null;
  private nextStream = 1;
  private nextBatch = 1;
  /** Messages and chunks posted to the worker so far (how well chunks are batched). */
  readonly posted = { messages: 0, chunks: 0 };
  /** How many streams the worker held at its last answer: every ended stream's state is let go. */
  workerStreams = 0;

  /** `script`: the worker to run (vad-worker.mjs; tests give one that fails on purpose). */
  constructor(private readonly script: URL = new URL('./vad-worker.mjs', import.meta.url)) {}

  /** A new stream; nothing reaches the worker until its first chunk. */
  open(settings: StreamSettings, listener: StreamListener): DetectorStream {
    return { id: this.nextStream++, settings, listener };
  }

  /** Queues a chunk; it is copied into the next message, and the stream's listener gets it back once judged. */
  push(stream: DetectorStream, samples: Int16Array): void {
    let op = this.gathering.get(stream.id);
    if (!op) {
      op = { kind: 'chunks', stream, chunks: [], at: [] };
      this.window.push(op);
      this.gathering.set(stream.id, op);
    }
    op.chunks.push(samples);
    op.at.push(sharedNow());
    this.schedule();
  }

  /** After what is queued, the stream starts afresh. */
  reset(stream: DetectorStream): void {
    this.queue({ kind: 'reset', stream });
  }

  /** After what is queued, the worker drops the stream. */
  end(stream: DetectorStream): void {
    this.queue({ kind: 'close', stream });
  }

  private queue(op: Exclude<Op, ChunksOp>): void {
    this.gathering.delete(op.stream.id);
    this.window.push(op);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const ops = this.window;
    this.window = [];
    this.gathering.clear();
    if (ops.length === 0) return;
    let link: Link;
    try {
      do link = await this.start();
      while (link.lost);
    } catch (err) {
      return this.settle(ops, null, err instanceof Error ? err : new Error(String(err)));
    }
    let total = 0;
    for (const op of ops) if (op.kind === 'chunks') for (const c of op.chunks) total += c.length;
    const pcm = new Int16Array(total);
    let offset = 0;
    let chunks = 0;
    const wire = ops.map((op) => {
      const id = op.stream.id;
      if (op.kind === 'reset') return { stream: id, reset: true };
      if (op.kind === 'close') {
        link.opened.delete(id);
        return { stream: id, close: true };
      }
      const start = offset;
      for (const c of op.chunks) {
        pcm.set(c, offset);
        offset += c.length;
      }
      chunks += op.chunks.length;
      const known = link.opened.has(id);
      link.opened.add(id);
      return {
        stream: id,
        ...(known ? {} : { open: op.stream.settings }),
        // Views of one buffer: the message moves it to the worker whole, with no copy.
        pcm: pcm.subarray(start, offset),
        sizes: op.chunks.map((c) => c.length),
        at: op.at,
      };
    });
    const batch = this.nextBatch++;
    // Work in the worker keeps the process alive until it is answered; an idle worker does not.
    if (link.inFlight.size === 0) link.worker.ref();
    link.inFlight.set(batch, ops);
    link.worker.postMessage({ batch, ops: wire }, [pcm.buffer]);
    this.posted.messages += 1;
    this.posted.chunks += chunks;
  }

  private start(): Promise<Link> {
    if (this.link) return this.link;
    const started = new Promise<Link>((resolve, reject) => {
      const worker = new Worker(this.script);
      const link: Link = { worker, opened: new Set(), inFlight: new Map(), lost: false };
      worker.once('message', (msg: { ready?: boolean; failed?: string }) => {
        if (!msg.ready) {
          worker.unref();
          return reject(new Error(`the VAD model did not load: ${msg.failed}`));
        }
        worker.on('message', (reply: { batch: number; results: (ChunksResult | null)[]; streams: number }) =>
          this.answered(link, reply),
        );
        // Detection never keeps a process alive on its own, only while it has work in hand.
        worker.unref();
        resolve(link);
      });
      // A worker that fails or exits costs the chunks it held their verdicts, never the process:
      // the streams go on, on a new worker started by their next chunks.
      const lost = (error: Error) => {
        if (link.lost) return;
        link.lost = true;
        if (this.link === started) this.link = null;
        reject(error);
        const batches = [...link.inFlight.values()];
        link.inFlight.clear();
        for (const ops of batches) this.settle(ops, null, error);
      };
      worker.on('error', lost);
      worker.once('exit', (code) => lost(new Error(`the VAD worker exited (${code})`)));
    });
    this.link = started;
    return started;
  }

  private answered(
    link: Link,
    reply: { batch: number; results: (ChunksResult | null)[]; streams: number },
  ): void {
    const ops = link.inFlight.get(reply.batch);
    if (!ops) return;
    link.inFlight.delete(reply.batch);
    if (link.inFlight.size === 0) link.worker.unref();
    this.workerStreams = reply.streams;
    this.settle(ops, reply.results, null);
  }

  /** Tells each op's stream how it went: with the worker's results, or that it failed with `error`. */
  private settle(ops: Op[], results: (ChunksResult | null)[] | null, error: Error | null): void {
    ops.forEach((op, i) => {
      const { listener } = op.stream;
      // A listener that throws must not cost the other streams their answers (nor, from a
      // worker's message event, the process).
      try {
        if (op.kind === 'reset') return listener.reset();
        if (op.kind === 'close') return listener.ended();
        const result = results?.[i] ?? null;
        op.chunks.forEach((samples, k) => {
          const found = result?.boundaries.find((b) => b[0] === k);
          const failed = result?.errors.find((e) => e[0] === k);
          const failure = error ?? (failed ? new Error(failed[1]) : null);
          const boundary = found && !failure ? { event: found[1], atSample: found[2] } : null;
          listener.judged(samples, boundary, failure, result?.speaking[k] ?? false);
        });
      } catch {
        // The listener's own failure; its stream reports what it can through its own error path.
      }
    });
  }

  /**
   * Stops the worker and waits until its thread has gone. Ending the thread while the model runs
   * (terminate(), or the process exiting) aborts the process in onnxruntime's native teardown
   * (`Napi::Error`), so the worker is asked to release the model and end itself after the run in
   * hand. Chunks still waiting are refused; a later chunk starts a new worker.
   */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const waiting = this.window;
    this.window = [];
    this.gathering.clear();
    this.settle(waiting, null, new Error('voice activity detection has stopped'));
    const pending = this.link;
    this.link = null;
    const link = await pending?.catch(() => null);
    if (!link) return;
    const gone = new Promise<void>((resolve) => link.worker.once('exit', () => resolve()));
    link.worker.postMessage({ stop: true });
    // A worker that does not end within a few seconds (a model run that never returns) is ended.
    const timer = setTimeout(() => void link.worker.terminate(), 5000);
    await gone;
    clearTimeout(timer);
  }
}

let shared: VadInference | null = null;

/** The process's voice activity detection, shared by every stream. */
export function vadInference(): VadInference {
  shared ??= new VadInference();
  return shared;
}

/** Stops the shared worker, if one was started (the server's shutdown). */
export async function closeVadInference(): Promise<void> {
  await shared?.close();
}
