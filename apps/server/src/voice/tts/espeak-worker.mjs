// Worker thread: one warm eSpeak NG (WASM) instance. Plain JavaScript so it loads without a
// TypeScript loader in every environment (server, tests, bench). Messages:
//   in:  { id, text, voice, rate }            out: { id, chunk: Int16Array } ... { id, done: true }
//   out: { id, error } when synthesis fails
import { parentPort } from 'node:worker_threads';
import EspeakInitializer from '@echogarden/espeak-ng-emscripten';

const FROM = 22_050;
const TO = 24_000;
const STEP = FROM / TO;

const module = await EspeakInitializer();
const espeak = new module.eSpeakNGWorker();
let currentVoice = '';
let currentRate = -1;

/** Linear resampler state for one utterance, continuous across eSpeak's chunks. */
function createResampler() {
  let position = 0;
  let last = null;
  return (input) => {
    const offset = last === null ? 0 : 1;
    const length = input.length + offset;
    const at = (i) => (i < offset ? last : input[i - offset]);
    const out = [];
    while (position + 1 < length) {
      const i = Math.floor(position);
      const frac = position - i;
      out.push(Math.round(at(i) * (1 - frac) + at(i + 1) * frac));
      position += STEP;
    }
    position -= length - 1;
    if (input.length > 0) last = input[input.length - 1];
    return Int16Array.from(out);
  };
}

parentPort.on('message', ({ id, text, voice, rate }) => {
  try {
    if (voice !== currentVoice) {
      espeak.set_voice(voice);
      currentVoice = voice;
    }
    if (rate !== currentRate) {
      espeak.set_rate(rate);
      currentRate = rate;
    }
    const resample = createResampler();
    espeak.synthesize(text, (samples) => {
      if (!samples || samples.length === 0) return;
      const chunk = resample(samples);
      parentPort.postMessage({ id, chunk }, [chunk.buffer]);
    });
    parentPort.postMessage({ id, done: true });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

parentPort.postMessage({ ready: true });
