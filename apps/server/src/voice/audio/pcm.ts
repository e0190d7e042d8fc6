/** 16-bit little-endian PCM helpers for the 24 kHz mono audio the socket carries. */

export function base64ToPcm16(b64: string): Int16Array {
  const bytes = Buffer.from(b64, 'base64');
  const even = bytes.length - (bytes.length % 2);
  const out = new Int16Array(even / 2);
  // One copy of the bytes, not a read per sample: every student's microphone arrives through here
  // ten times a second. Typed arrays are little-endian on every platform Node runs the server on.
  new Uint8Array(out.buffer).set(bytes.subarray(0, even));
  return out;
}

export function pcm16ToBase64(samples: Int16Array): string {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString('base64');
}

/** Root mean square level of a chunk, 0..1. */
export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length) / 32768;
}
