/** 16-bit little-endian PCM helpers for the 24 kHz mono audio the socket carries. */

export function base64ToPcm16(b64: string): Int16Array {
  return bytesToPcm16(Buffer.from(b64, 'base64'));
}

/**
 * The samples of `b64` when it is base64 as the realtime contract's `z.base64()` accepts it
 * (standard alphabet, padded to a multiple of four, no whitespace), else null. One pass in native
 * code: Node's decoder skips what is not base64, so anything else decodes to fewer bytes than its
 * length promises. The schema itself scans the text with a regular expression and decodes it once
 * more with `atob`, only to throw the result away.
 */
export function strictBase64ToPcm16(b64: string): Int16Array | null {
  if (b64.length % 4 !== 0 || b64.includes('-') || b64.includes('_')) return null;
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length !== (b64.length / 4) * 3 - padding) return null;
  return bytesToPcm16(bytes);
}

function bytesToPcm16(bytes: Buffer): Int16Array {
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
