import { describe, expect, it } from 'vitest';
import { clockSeconds, formatClock, formatDuration, freezeClock } from './clock';

describe('formatClock', () => {
  it('shows mm:ss, minutes counting past an hour', () => {
    expect([0, 5, 59, 60, 61, 599, 3600, 4503].map(formatClock)).toEqual([
      '00:00',
      '00:05',
      '00:59',
      '01:00',
      '01:01',
      '09:59',
      '60:00',
      '75:03',
    ]);
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(61.9)).toBe('01:01');
  });
});

describe('the session clock', () => {
  it('starts at the seconds the server reported and counts on', () => {
    const base = { seconds: 42, at: 10_000, frozen: false };
    expect(clockSeconds(base, 10_000)).toBe(42);
    expect(clockSeconds(base, 10_999)).toBe(42);
    expect(clockSeconds(base, 13_000)).toBe(45);
    expect(clockSeconds(null, 13_000)).toBe(0);
  });

  it('stops when frozen', () => {
    const frozen = freezeClock({ seconds: 0, at: 0, frozen: false }, 65_400);
    expect(frozen).toEqual({ seconds: 65, at: 65_400, frozen: true });
    expect(clockSeconds(frozen, 999_999)).toBe(65);
    expect(freezeClock(frozen, 1e9)).toBe(frozen);
  });

  it('formats a duration in words', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(125)).toBe('2 min 5 s');
  });
});
