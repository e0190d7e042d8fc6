export declare const MODEL_RATE: number;
export declare const FRAME: number;
export declare const STATE: number;
export declare function sharedNow(): number;

export interface Boundary {
  event: 'speech_started' | 'speech_stopped';
  atSample: number;
}

/** One microphone stream as the detection worker judges it (vad-stream.mjs). */
export declare class StreamDetector {
  constructor(
    settings: { rate: number; startMs?: number; stopMs?: number },
    infer: (state: Float32Array, frame: Float32Array) => Promise<number>,
  );
  /** Frames the model has run on. */
  readonly inferences: number;
  /** Frames judged since the stream began (or was reset). */
  readonly frameIndex: number;
  readonly speaking: boolean;
  reset(): void;
  judge(samples: Int16Array, pushedAt: number): Promise<Boundary | null>;
}
