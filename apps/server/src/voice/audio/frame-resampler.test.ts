import { Resampler } from 'avr-vad';
import { describe, expect, it } from 'vitest';
import { FrameResampler } from './frame-resampler.mjs';

/** Deterministic PCM16 noise over the whole range, so a failure replays. */
function pcm(n: number, seed: number): Int16Array {
  let s = seed;
  return Int16Array.from({ length: n }, () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (s % 65_536) - 32_768;
  });
}

describe('FrameResampler', () => {
  it.each([24_000, 48_000, 44_100, 16_000])(
    'cuts the same frames as avr-vad from %i Hz, whatever the chunk sizes',
    (rate) => {
      const ours = new FrameResampler(rate, 16_000, 512);
      const theirs = new Resampler({
        nativeSampleRate: rate,
        targetSampleRate: 16_000,
        targetFrameSize: 512,
      });
      const sizes = [2_400, 1, 767, 3_000, 128, 4_096, 2_400, 5, 9_999];
      let got: Float32Array[] = [];
      let want: Float32Array[] = [];
      sizes.forEach((n, k) => {
        const chunk = pcm(n, k + 1);
        got = got.concat(ours.push(chunk));
        want = want.concat(theirs.process(Float32Array.from(chunk, (x) => x / 32_768)));
      });
      expect(want.length).toBeGreaterThan(10);
      expect(got.length).toBe(want.length);
      got.forEach((frame, i) => expect(frame).toEqual(want[i]));
    },
  );
});
