// Child process: one native eSpeak NG (the system's libespeak-ng, Debian's `espeak-ng` package)
// through koffi. It speaks the same requests as espeak-worker.mjs, over the process's IPC channel:
//   in:  { id, text, voice, rate, pitch, range }   out: { id, chunk: Int16Array } ... { id, done: true }
//   out: { id, error } when synthesis fails (also for a voice eSpeak does not have)
// and first { ready: true, version }, or { unavailable: reason } (then it exits) when the library
// cannot be loaded or started, so the synthesizer falls back to the WebAssembly build.
//
// Why a process and not a worker thread: the library keeps its state in globals, so two threads of
// one process cannot synthesise at once, and a crash inside native code would end the server with
// every live session; a crash here ends one process, which the synthesizer replaces.
// Plain JavaScript so it starts without a TypeScript loader.
import { Resampler } from './resampler.mjs';
import { lowerThisThread, WORKER_NICE } from '../worker-priority.mjs';

// Below the event loop, like the WebAssembly workers (see worker-priority.mjs).
lowerThisThread(WORKER_NICE.speech);

const TO = 24_000;
// speak_lib.h: AUDIO_OUTPUT_SYNCHRONOUS; espeakRATE, espeakPITCH, espeakRANGE; POS_CHARACTER;
// espeakCHARS_UTF8 | espeakSSML. No espeakENDPAUSE: the WebAssembly build adds no pause after a
// sentence either, so a reply's sentences join the same way with both.
const SYNCHRONOUS = 2;
const RATE = 1;
const PITCH = 3;
const RANGE = 4;
const POS_CHARACTER = 1;
const FLAGS = 0x01 | 0x10;
/** Milliseconds of audio per callback: chunks of about 100 ms, as the WebAssembly build sends. */
const BUFFER_MS = 100;

/** Sends a message and waits until it has left (before an exit). */
const send = (message) => new Promise((resolve) => process.send(message, resolve));

let espeak;
let from;
let library = 'libespeak-ng.so.1';
try {
  const { default: koffi } = await import('koffi');
  // The library may be named on the command line (tests name one that does not exist).
  library = process.argv[2] || library;
  const lib = koffi.load(library);
  const Callback = koffi.proto('int SynthCallback(int16_t *wav, int numsamples, void *events)');
  espeak = {
    initialize: lib.func('int espeak_Initialize(int output, int buflength, const char *path, int options)'),
    setCallback: lib.func('void espeak_SetSynthCallback(SynthCallback *cb)'),
    setVoice: lib.func('int espeak_SetVoiceByName(const char *name)'),
    setParameter: lib.func('int espeak_SetParameter(int parameter, int value, int relative)'),
    synth: lib.func(
      'int espeak_Synth(const char *text, size_t size, unsigned int position, int position_type, unsigned int end_position, unsigned int flags, void *unique_identifier, void *user_data)',
    ),
    info: lib.func('const char *espeak_Info(void *path_data)'),
    koffi,
    Callback,
  };
  from = espeak.initialize(SYNCHRONOUS, BUFFER_MS, null, 0);
  if (!(from > 0)) throw new Error(`espeak_Initialize failed (${from}): no eSpeak NG data?`);
} catch (error) {
  await send({ unavailable: `${library}: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(0);
}

/** The request being synthesised: eSpeak calls back synchronously, inside `synth`. */
let current = null;
const callback = espeak.koffi.register((wav, samples) => {
  if (current && samples > 0) {
    const chunk = current.resampler.push(espeak.koffi.decode(wav, 'int16_t', samples));
    if (chunk.length > 0) process.send({ id: current.id, chunk });
  }
  return 0;
}, espeak.koffi.pointer(espeak.Callback));
espeak.setCallback(callback);

let currentVoice = '';
let currentRate = -1;
let currentPitch = -1;
let currentRange = -1;

process.on('message', ({ id, text, voice, rate, pitch, range }) => {
  try {
    if (voice !== currentVoice) {
      currentVoice = '';
      if (espeak.setVoice(voice) !== 0) throw new Error(`eSpeak NG has no voice ${voice}`);
      currentVoice = voice;
      currentRate = currentPitch = currentRange = -1;
    }
    if (rate !== currentRate) {
      espeak.setParameter(RATE, rate, 0);
      currentRate = rate;
    }
    if (pitch !== currentPitch) {
      espeak.setParameter(PITCH, pitch, 0);
      currentPitch = pitch;
    }
    if (range !== currentRange) {
      espeak.setParameter(RANGE, range, 0);
      currentRange = range;
    }
    const bytes = Buffer.from(`${text}\0`, 'utf8');
    current = { id, resampler: new Resampler(from, TO) };
    const status = espeak.synth(bytes, bytes.length, 0, POS_CHARACTER, 0, FLAGS, null, null);
    current = null;
    if (status !== 0) throw new Error(`eSpeak NG could not synthesise (error ${status})`);
    process.send({ id, done: true });
  } catch (error) {
    current = null;
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

// The parent going away (a crash, a kill) closes the channel: nothing is left to speak for.
process.on('disconnect', () => process.exit(0));

await send({ ready: true, version: espeak.info(null) });
