// Streaming linear resampler: feed chunks in order and the output continues seamlessly across chunk
// borders (eSpeak produces 22,050 Hz; the socket and the recording use 24,000 Hz). Plain JavaScript
// because the synthesis worker and the native synthesis process load it without a TypeScript loader.
//
// It runs on every sample a patient says, so it writes straight into a typed array: building a
// plain array and copying it (as it first did) cost about as much CPU as native eSpeak's synthesis.
export class Resampler {
  constructor(from, to) {
    this.step = from / to;
    // Position of the next output sample, in input samples, relative to the pending chunk's start
    // (which begins with the previous chunk's last sample once there is one).
    this.position = 0;
    this.last = 0;
    this.started = false;
  }

  push(input) {
    // The previous chunk's last sample goes in front so interpolation can straddle the border.
    const offset = this.started ? 1 : 0;
    const length = input.length + offset;
    const out = new Int16Array(Math.ceil(length / this.step) + 1);
    const last = this.last;
    let position = this.position;
    let n = 0;
    while (position + 1 < length) {
      // position is never negative, so truncation is the floor.
      const i = position | 0;
      const frac = position - i;
      const a = i < offset ? last : input[i - offset];
      const b = input[i + 1 - offset];
      out[n++] = Math.floor(a + (b - a) * frac + 0.5);
      position += this.step;
    }
    this.position = position - (length - 1);
    if (input.length > 0) {
      this.last = input[input.length - 1];
      this.started = true;
    }
    return n === out.length ? out : out.slice(0, n);
  }
}
