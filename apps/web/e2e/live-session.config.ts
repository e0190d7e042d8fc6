import { join } from 'node:path';
import { STATE_DIR } from './servers';

/** The fake microphone (written by the global setup) that Chromium plays in a loop. */
export const FAKE_MIC_WAV = join(STATE_DIR, 'fake-mic.wav');

/** Chromium flags of the live-session project: grant the microphone and feed it the WAV. */
export const FAKE_MIC_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${FAKE_MIC_WAV}`,
];
