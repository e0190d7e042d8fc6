import { describe, expect, it } from 'vitest';
import { formatClock, formatMinutes } from './duration';

describe('formatMinutes', () => {
  it('divides seconds by 60', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(60)).toBe('1 min');
    expect(formatMinutes(90)).toBe('1.5 min');
    expect(formatMinutes(125)).toBe('2.1 min');
    expect(formatMinutes(600)).toBe('10 min');
    expect(formatMinutes(1530)).toBe('26 min');
  });

  it('never shows a short session as zero', () => {
    expect(formatMinutes(2)).toBe('< 0.1 min');
    expect(formatMinutes(3)).toBe('0.1 min');
  });

  it('says N/A when the duration is unknown', () => {
    expect(formatMinutes(null)).toBe('N/A');
    expect(formatMinutes(undefined)).toBe('N/A');
    expect(formatMinutes(-5)).toBe('N/A');
  });
});

describe('formatClock', () => {
  it('formats minutes and seconds, with hours when needed', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(null)).toBeNull();
  });
});
