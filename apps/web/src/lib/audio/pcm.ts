/** Float samples (-1..1) to 16-bit PCM, clamped; the negative side reaches -32768. */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

/** 16-bit PCM to float samples for an AudioBuffer. */
export function pcm16ToFloat32(samples: Int16Array): Float32Array<ArrayBuffer> {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i]!;
    out[i] = s < 0 ? s / 0x8000 : s / 0x7fff;
  }
  return out;
}

// btoa/atob work on "binary strings"; building them in slices keeps the argument list short.
const SLICE = 0x8000;

/** Little-endian PCM16 as base64, the way the socket carries audio. */
export function pcm16ToBase64(samples: Int16Array): string {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(i * 2, samples[i]!, true);
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** base64 little-endian PCM16 to samples; a trailing odd byte is ignored. */
export function base64ToPcm16(base64: string): Int16Array {
  const binary = atob(base64);
  const count = binary.length >> 1;
  const out = new Int16Array(count);
  for (let i = 0; i < count; i += 1) {
    const lo = binary.charCodeAt(i * 2);
    const hi = binary.charCodeAt(i * 2 + 1);
    out[i] = (((hi << 8) | lo) << 16) >> 16;
  }
  return out;
}

/** Joins buffers into one. */
export function concatPcm16(buffers: readonly Int16Array[]): Int16Array {
  const total = buffers.reduce((n, b) => n + b.length, 0);
  const out = new Int16Array(total);
  let offset = 0;
  for (const b of buffers) {
    out.set(b, offset);
    offset += b.length;
  }
  return out;
}
