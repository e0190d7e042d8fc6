// Worker thread: one warm eSpeak NG (WASM) instance. Plain JavaScript so it loads without a
// TypeScript loader in every environment (server, tests, bench). Messages:
//   in:  { id, text, voice, rate }            out: { id, chunk: Int16Array } ... { id, done: true }
//   out: { id, error } when synthesis fails
import { parentPort } from 'node:worker_threads';
import EspeakInitializer from '@echogarden/espeak-ng-emscripten';
import { Resampler } from './resampler.mjs';

const FROM = 22_050;
const TO = 24_000;

const module = await EspeakInitializer();
const espeak = new module.eSpeakNGWorker();
let currentVoice = '';
let currentRate = -1;

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
    const resampler = new Resampler(FROM, TO);
    espeak.synthesize(text, (samples) => {
      if (!samples || samples.length === 0) return;
      const chunk = resampler.push(samples);
      parentPort.postMessage({ id, chunk }, [chunk.buffer]);
    });
    parentPort.postMessage({ id, done: true });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

parentPort.postMessage({ ready: true });
