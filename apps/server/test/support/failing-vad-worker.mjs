// A stand-in for vad-worker.mjs that speaks its protocol without a model, and fails the way a
// worker thread fails (an uncaught exception ends it) when a batch holds a chunk whose first sample
// is FAIL_SAMPLE. Like the real worker, it knows a stream only from the `open` sent with its first
// chunks on this worker, and fails the chunks of a stream it was never told of.
import { parentPort } from 'node:worker_threads';

const FAIL_SAMPLE = 12_345;

const streams = new Set();
parentPort.on('message', ({ batch, ops }) => {
  if (!ops) return;
  if (ops.some((op) => op.pcm && op.pcm[0] === FAIL_SAMPLE)) throw new Error('the worker failed on purpose');
  const results = ops.map((op) => {
    if (op.close) streams.delete(op.stream);
    if (op.reset || op.close) return null;
    if (op.open) streams.add(op.stream);
    const known = streams.has(op.stream);
    return {
      boundaries: [],
      errors: known ? [] : op.sizes.map((_, i) => [i, 'voice activity detection lost this stream']),
      speaking: op.sizes.map(() => false),
    };
  });
  parentPort.postMessage({ batch, results, streams: streams.size });
});
parentPort.postMessage({ ready: true });
