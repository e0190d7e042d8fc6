import { describe, expect, it } from 'vitest';
import { formatScore, gradeFor, letterGrade, percent, scoreTone } from './score';

describe('scoreTone', () => {
  it('colours 90+ green, 80+ yellow, 70+ orange and the rest red', () => {
    expect([95, 90, 89.9, 85, 80, 75, 70, 69, 0].map(scoreTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('has no colour without a score', () => {
    expect(scoreTone(null)).toBe('none');
    expect(scoreTone(Number.NaN)).toBe('none');
  });
});

describe('letterGrade and gradeFor', () => {
  it('gives A from 90, B from 80, C from 70, D from 60, else F', () => {
    expect([100, 90, 89.9, 80, 70, 60, 59.9, 0].map(letterGrade)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'D',
      'F',
      'F',
    ]);
  });

  it('prefers the grade the session or its insights carry', () => {
    expect(gradeFor(95, 'B+')).toBe('B+');
    expect(gradeFor(95, null, ' A- ')).toBe('A-');
    expect(gradeFor(null, '', 'C')).toBe('C');
  });

  it('derives a letter from the score when no grade is given', () => {
    expect([92, 85, 71, 60, 12].map((s) => gradeFor(s))).toEqual(['A', 'B', 'C', 'D', 'F']);
  });

  it('has no grade without a score or a given grade', () => {
    expect(gradeFor(null, null, undefined)).toBeNull();
  });
});

describe('formatScore and percent', () => {
  it('round to a whole percent', () => {
    expect(formatScore(86.6)).toBe('87%');
    expect(formatScore(0)).toBe('0%');
    expect(percent(86.6)).toBe('87%');
  });

  it('show nothing made up without a score', () => {
    expect(formatScore(null)).toBeNull();
    expect(percent(null)).toBe('—');
  });
});
