// Worker thread: one warm eSpeak NG (WASM) instance. Plain JavaScript so it loads without a
// TypeScript loader in every environment (server, tests, bench). Messages:
//   in:  { id, text, voice, rate, pitch, range }   out: { id, chunk: Int16Array } ... { id, done: true }
//   out: { id, error } when synthesis fails (also for a voice eSpeak does not have)
// `text` is SSML (escaped, with breaks). Rate, pitch and range are set again after a voice change and
// whenever they differ from the last request's.
import { parentPort } from 'node:worker_threads';
import EspeakInitializer from '@echogarden/espeak-ng-emscripten';
import { Resampler } from './resampler.mjs';
import { lowerThisThread, WORKER_NICE } from '../worker-priority.mjs';

// Below the event loop, which every live session goes through (see worker-priority.mjs).
lowerThisThread(WORKER_NICE.speech);

const FROM = 22_050;
const TO = 24_000;

const module = await EspeakInitializer();
const espeak = new module.eSpeakNGWorker();
let currentVoice = '';
let currentRate = -1;
let currentPitch = -1;
let currentRange = -1;

parentPort.on('message', ({ id, text, voice, rate, pitch, range }) => {
  try {
    if (voice !== currentVoice) {
      currentVoice = '';
      if (espeak.set_voice(voice) !== 0) throw new Error(`eSpeak NG has no voice ${voice}`);
      currentVoice = voice;
      currentRate = currentPitch = currentRange = -1;
    }
    if (rate !== currentRate) {
      espeak.set_rate(rate);
      currentRate = rate;
    }
    if (pitch !== currentPitch) {
      espeak.set_pitch(pitch);
      currentPitch = pitch;
    }
    if (range !== currentRange) {
      espeak.set_range(range);
      currentRange = range;
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
