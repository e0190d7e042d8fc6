/** 16-bit little-endian PCM helpers for the 24 kHz mono audio the socket carries. */

export function base64ToPcm16(b64: string): Int16Array {
  const bytes = Buffer.from(b64, 'base64');
  const even = bytes.length - (bytes.length % 2);
  const out = new Int16Array(even / 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(i * 2);
  return out;
}

export function pcm16ToBase64(samples: Int16Array): string {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString('base64');
}

/**
 * Streaming linear resampler: feed chunks in order and the output continues seamlessly across
 * chunk borders (eSpeak produces 22,050 Hz; the socket and the recording use 24,000 Hz).
 */
export class Resampler {
  private readonly step: number;
  /** Position of the next output sample, in input samples, relative to the start of the pending chunk. */
  private position = 0;
  private last: number | null = null;

  constructor(from: number, to: number) {
    this.step = from / to;
  }

  push(input: Int16Array): Int16Array {
    // Prepend the previous chunk's last sample so interpolation can straddle the border.
    const offset = this.last === null ? 0 : 1;
    const length = input.length + offset;
    const at = (i: number) => (i < offset ? this.last! : input[i - offset]!);
    const out: number[] = [];
    while (this.position + 1 < length) {
      const i = Math.floor(this.position);
      const frac = this.position - i;
      out.push(Math.round(at(i) * (1 - frac) + at(i + 1) * frac));
      this.position += this.step;
    }
    this.position -= length - 1;
    if (input.length > 0) this.last = input[input.length - 1]!;
    return Int16Array.from(out);
  }
}

/** Root mean square level of a chunk, 0..1. */
export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length) / 32768;
}
