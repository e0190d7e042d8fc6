import { describe, expect, it } from 'vitest';
import { base64ToPcm16, concatPcm16, floatToPcm16, pcm16ToBase64, pcm16ToFloat32 } from './pcm';

const base64Of = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('PCM16 conversion', () => {
  it('maps -1..1 to the full 16-bit range and clamps beyond it', () => {
    expect([...floatToPcm16(new Float32Array([-1, -0.5, 0, 0.5, 1, 1.5, -2]))]).toEqual([
      -32768, -16384, 0, 16384, 32767, 32767, -32768,
    ]);
  });

  it('converts back to floats within -1..1', () => {
    const floats = pcm16ToFloat32(new Int16Array([-32768, 0, 32767]));
    expect([...floats]).toEqual([-1, 0, 1]);
  });

  it('encodes little-endian base64 the server decodes, and back', () => {
    // 1 = 01 00, -2 = FE FF, 256 = 00 01
    expect(pcm16ToBase64(new Int16Array([1, -2, 256]))).toBe(base64Of([1, 0, 0xfe, 0xff, 0, 1]));
    const samples = new Int16Array(50_000).map((_, i) => ((i * 7919) % 65536) - 32768);
    expect([...base64ToPcm16(pcm16ToBase64(samples))]).toEqual([...samples]);
  });

  it('ignores a trailing odd byte', () => {
    expect([...base64ToPcm16(base64Of([1, 0, 7]))]).toEqual([1]);
  });

  it('joins buffers in order', () => {
    expect([...concatPcm16([new Int16Array([1, 2]), new Int16Array([]), new Int16Array([3])])]).toEqual([
      1, 2, 3,
    ]);
  });
});
