// Worker thread: the Opus encoders of the recordings assigned to it (libopus through @evan/opus).
// Plain JavaScript so it loads without a TypeScript loader in every environment (server, tests,
// bench). Messages, in order per stream:
//   in:  { op: 'open', stream, sampleRate, channels, bitrate, complexity, application }
//   in:  { op: 'encode', stream, job, pcm: Int16Array (transferred), frameSize }
//        out: { job, packets: Uint8Array[] (transferred) } or { job, error }
//   in:  { op: 'close', stream }
// The WebAssembly build, not the native addon @evan/opus prefers: that addon takes the process down
// when a worker thread that loaded it exits. This build refreshes its views of memory when it grows,
// so any number of encoders can share one instance.
import { parentPort } from 'node:worker_threads';
import opus from '@evan/opus/wasm/index.js';
import { lowerThisThread, WORKER_NICE } from '../worker-priority.mjs';

// Below the event loop, which every live session goes through (see worker-priority.mjs).
lowerThisThread(WORKER_NICE.recording);

const SET_BITRATE = 4002;
const SET_COMPLEXITY = 4010;

/** @type {Map<number, InstanceType<typeof opus.Encoder>>} */
const encoders = new Map();

parentPort.on('message', (msg) => {
  if (msg.op === 'open') {
    try {
      const encoder = new opus.Encoder({
        channels: msg.channels,
        sample_rate: msg.sampleRate,
        application: msg.application ?? 'audio',
      });
      encoder.ctl(SET_BITRATE, msg.bitrate);
      encoder.ctl(SET_COMPLEXITY, msg.complexity);
      encoders.set(msg.stream, encoder);
    } catch {
      // Reported on the stream's first encode, which finds no encoder.
    }
    return;
  }
  if (msg.op === 'close') {
    encoders.get(msg.stream)?.drop();
    encoders.delete(msg.stream);
    return;
  }
  const { job, stream, pcm, frameSize } = msg;
  try {
    const encoder = encoders.get(stream);
    if (!encoder) throw new Error('the recording has no Opus encoder');
    const step = frameSize * encoder.channels;
    const packets = [];
    for (let i = 0; i + step <= pcm.length; i += step)
      packets.push(encoder.encode(pcm.subarray(i, i + step)));
    parentPort.postMessage(
      { job, packets },
      packets.map((p) => p.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ job, error: error instanceof Error ? error.message : String(error) });
  }
});
