import { describe, expect, it } from 'vitest';
import { talkTimeVerdict } from './talk-time';

describe('talkTimeVerdict', () => {
  it('finds the student optimal between 25 and 40 percent inclusive', () => {
    expect(talkTimeVerdict('student', 25)).toBe('Optimal Range');
    expect(talkTimeVerdict('student', 40)).toBe('Optimal Range');
    expect(talkTimeVerdict('student', 24.9)).toBe('Needs Adjustment');
    expect(talkTimeVerdict('student', 41)).toBe('Needs Adjustment');
  });

  it('finds the patient optimal between 60 and 75 percent inclusive', () => {
    expect(talkTimeVerdict('patient', 60)).toBe('Optimal Range');
    expect(talkTimeVerdict('patient', 75)).toBe('Optimal Range');
    expect(talkTimeVerdict('patient', 59)).toBe('Needs Adjustment');
    expect(talkTimeVerdict('patient', 80)).toBe('Needs Adjustment');
  });

  it('gives no verdict when the share was not measured', () => {
    expect(talkTimeVerdict('student', null)).toBeNull();
    expect(talkTimeVerdict('patient', undefined)).toBeNull();
  });
});
