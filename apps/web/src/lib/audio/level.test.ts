import { describe, expect, it } from 'vitest';
import { levelOf, rms } from './level';

const tone = (amplitude: number, n = 2048) =>
  new Int16Array(n).map((_, i) => Math.round(Math.sin((i / n) * 2 * Math.PI * 20) * amplitude * 32767));

describe('levelOf', () => {
  it('is 0 for silence and 100 for a full-scale square wave', () => {
    expect(levelOf(new Int16Array(2048))).toBe(0);
    expect(levelOf(new Int16Array(2048).map((_, i) => (i % 2 ? 32767 : -32768)))).toBe(100);
    expect(levelOf(new Int16Array())).toBe(0);
  });

  it('rises with loudness on a decibel scale, staying within 0-100', () => {
    const levels = [0.001, 0.01, 0.1, 0.5].map((a) => levelOf(tone(a)));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levels[0]).toBe(0); // -63 dBFS: below the floor
    expect(levels[2]).toBeGreaterThan(50); // ordinary speech moves the meter well
    for (const l of levels) expect(l).toBeGreaterThanOrEqual(0);
    expect(rms(tone(0.5))).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });
});
