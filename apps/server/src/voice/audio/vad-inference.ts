import { Worker } from 'node:worker_threads';

/** Silero VAD v5: 512-sample frames of 16 kHz audio, a recurrent state of 2 x 128 per stream. */
export const VAD_FRAME = 512;
export const VAD_STATE = 2 * 128;
/** Frames judged in one run of the model at most. */
const MAX_BATCH = 256;

interface Request {
  frame: Float32Array;
  state: Float32Array;
  resolve: (probability: number) => void;
  reject: (error: Error) => void;
}

/**
 * Speech probabilities for the frames of every live stream, from one worker thread that runs the
 * model on batches. A run costs some 0.4 ms whether it judges one frame or eight, so frames that
 * arrive while a batch is in the worker go together in the next one: at 200 streams that is a
 * fifth of the CPU of a run per frame, and none of it on the event loop. Each stream keeps its own
 * state and has at most one frame in flight (it awaits each), which the batch carries in and out.
 */
export class VadInference {
  private worker: Promise<Worker> | null = null;
  private queue: Request[] = [];
  private running = false;
  private scheduled = false;
  private nextBatch = 1;

  /** The probability that `frame` is speech; `state` (VAD_STATE floats) is read and updated. */
  infer(state: Float32Array, frame: Float32Array): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ frame, state, resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.running || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    // After the current turn of the event loop, so the frames of every chunk read meanwhile join.
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private start(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('./vad-worker.mjs', import.meta.url));
      // Detection never keeps a process alive on its own.
      worker.unref();
      worker.once('message', (msg: { ready?: boolean; failed?: string }) => {
        if (msg.ready) resolve(worker);
        else reject(new Error(`the VAD model did not load: ${msg.failed}`));
      });
      const lost = (error: Error) => {
        this.worker = null;
        reject(error);
      };
      worker.once('error', lost);
      worker.once('exit', (code) => lost(new Error(`the VAD worker exited (${code})`)));
    });
    return this.worker;
  }

  private async run(): Promise<void> {
    const batch = this.queue.splice(0, MAX_BATCH);
    this.running = true;
    try {
      const worker = await this.start();
      const count = batch.length;
      const frames = new Float32Array(count * VAD_FRAME);
      const states = new Float32Array(count * VAD_STATE);
      const half = count * 128;
      batch.forEach((r, b) => {
        frames.set(r.frame.subarray(0, VAD_FRAME), b * VAD_FRAME);
        // The model's state is [2, batch, 128]: both halves of each stream's state, at its row.
        states.set(r.state.subarray(0, 128), b * 128);
        states.set(r.state.subarray(128), half + b * 128);
      });
      const id = this.nextBatch++;
      const reply = await new Promise<{ probs: Float32Array; states: Float32Array }>((resolve, reject) => {
        const onMessage = (msg: {
          batch?: number;
          probs?: Float32Array;
          states?: Float32Array;
          error?: string;
        }) => {
          if (msg.batch !== id) return;
          done();
          if (msg.error !== undefined) reject(new Error(`VAD inference failed: ${msg.error}`));
          else resolve({ probs: msg.probs!, states: msg.states! });
        };
        const onExit = (code: number) => {
          done();
          reject(new Error(`the VAD worker exited (${code})`));
        };
        const done = () => {
          worker.off('message', onMessage);
          worker.off('exit', onExit);
        };
        worker.on('message', onMessage);
        worker.on('exit', onExit);
        worker.postMessage({ batch: id, count, frames, states }, [frames.buffer, states.buffer]);
      });
      batch.forEach((r, b) => {
        r.state.set(reply.states.subarray(b * 128, b * 128 + 128), 0);
        r.state.set(reply.states.subarray(half + b * 128, half + b * 128 + 128), 128);
        r.resolve(reply.probs[b]!);
      });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      for (const r of batch) r.reject(error);
    } finally {
      this.running = false;
      this.kick();
    }
  }

  /**
   * Stops the worker and waits until its thread has gone. Ending the thread while the model runs
   * (terminate(), or the process exiting) aborts the process in onnxruntime's native teardown
   * (`Napi::Error`), so the worker is asked to release the model and end itself after the run in
   * hand. Frames still waiting are refused; a later frame starts a new worker.
   */
  async close(): Promise<void> {
    const pending = this.worker;
    this.worker = null;
    for (const r of this.queue.splice(0)) r.reject(new Error('voice activity detection has stopped'));
    const worker = await pending?.catch(() => null);
    if (!worker) return;
    const gone = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ stop: true });
    // A worker that does not end within a few seconds (a model run that never returns) is ended.
    const timer = setTimeout(() => void worker.terminate(), 5000);
    await gone;
    clearTimeout(timer);
  }
}

let shared: VadInference | null = null;

/** The process's VAD inference, shared by every stream. */
export function vadInference(): VadInference {
  shared ??= new VadInference();
  return shared;
}

/** Stops the shared worker, if one was started (the server's shutdown). */
export async function closeVadInference(): Promise<void> {
  await shared?.close();
}
