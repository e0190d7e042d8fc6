export declare class FrameResampler {
  constructor(nativeRate: number, targetRate: number, frameSize: number);
  /** Buffers `samples` and returns the frames now complete, oldest first. */
  push(samples: Int16Array): Float32Array[];
}
