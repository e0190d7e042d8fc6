import { vadInference, type DetectorStream, type VadBoundary } from './vad-inference';

export type { VadBoundary, VadEvent } from './vad-inference';

export interface VadOptions {
  /** Sample rate of the audio pushed (resampled to the model's 16 kHz by the detection worker). */
  sampleRate: number;
  /** Speech heard for this long (in total, from its first frame) starts a turn; shorter is a click. */
  startMs?: number;
  /** Silence this long after speech ends the turn. */
  stopMs?: number;
}

/**
 * Voice activity detection for one audio stream with the Silero neural model, which tells speech
 * from noise, music and the patient's voice leaking from speakers far better than a level
 * threshold. The stream's chunks are framed, judged and turned into speech segments on the
 * detection worker (vad-inference.ts, vad-stream.mjs); this side only hands them over and hears
 * back. Chunks are judged in order as they are pushed and `onChunk` receives each one with the
 * speech boundary it completed, if any: callers that keep audio (the server's speech recognition)
 * cut utterances on the same chunks the detector judged. `close` when the stream ends, so the
 * worker lets its state go.
 */
export class SileroVad {
  private readonly stream: DetectorStream;
  private speaking = false;
  private closed = false;
  /** Chunks, resets and the close pushed, and how many of them have been answered. */
  private pushed = 0;
  private answered = 0;
  private waiting: { until: number; resolve: () => void }[] = [];

  constructor(
    options: VadOptions,
    private readonly onChunk: (chunk: Int16Array, boundary: VadBoundary | null) => void,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.stream = vadInference().open(
      { rate: options.sampleRate, startMs: options.startMs, stopMs: options.stopMs },
      {
        judged: (samples, boundary, error, speaking) => {
          this.speaking = speaking;
          try {
            // A failed inference must not stop the audio reaching the caller (recording, recognition).
            if (error) this.onError(error);
            this.onChunk(samples, boundary);
          } catch (err) {
            this.onError(err);
          } finally {
            this.done();
          }
        },
        reset: () => {
          this.speaking = false;
          this.done();
        },
        ended: () => this.done(),
      },
    );
  }

  /** Between speech_started and speech_stopped, as far as the chunks judged so far tell. */
  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Queues a chunk; `onChunk` gets it once it has been judged (in push order). Ignored once closed. */
  push(samples: Int16Array): void {
    if (this.closed) return;
    this.pushed++;
    vadInference().push(this.stream, samples);
  }

  /** Speech heard so far no longer counts (paused): after what is queued, the stream starts afresh. */
  reset(): void {
    if (this.closed) return;
    this.pushed++;
    vadInference().reset(this.stream);
  }

  /** The stream has ended: after what is queued, the worker drops its state. Later chunks are ignored. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pushed++;
    vadInference().end(this.stream);
  }

  /** Resolves once every chunk pushed so far has been judged. */
  idle(): Promise<void> {
    if (this.answered >= this.pushed) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ until: this.pushed, resolve }));
  }

  private done(): void {
    this.answered++;
    while (this.waiting[0] && this.waiting[0].until <= this.answered) this.waiting.shift()!.resolve();
  }
}
