// Streaming linear resampler: feed chunks in order and the output continues seamlessly across chunk
// borders (eSpeak produces 22,050 Hz; the socket and the recording use 24,000 Hz). Plain JavaScript
// because the synthesis worker loads it without a TypeScript loader.
export class Resampler {
  constructor(from, to) {
    this.step = from / to;
    // Position of the next output sample, in input samples, relative to the pending chunk's start.
    this.position = 0;
    this.last = null;
  }

  push(input) {
    // Prepend the previous chunk's last sample so interpolation can straddle the border.
    const offset = this.last === null ? 0 : 1;
    const length = input.length + offset;
    const at = (i) => (i < offset ? this.last : input[i - offset]);
    const out = [];
    while (this.position + 1 < length) {
      const i = Math.floor(this.position);
      const frac = this.position - i;
      out.push(Math.round(at(i) * (1 - frac) + at(i + 1) * frac));
      this.position += this.step;
    }
    this.position -= length - 1;
    if (input.length > 0) this.last = input[input.length - 1];
    return Int16Array.from(out);
  }
}
