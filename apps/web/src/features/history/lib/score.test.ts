import { describe, expect, it } from 'vitest';
import { formatScore, gradeFor, scoreRange, scoreTone, starsFor } from './score';

describe('starsFor', () => {
  it.each([
    [100, 5],
    [90, 5],
    [89.9, 4],
    [80, 4],
    [79, 3],
    [70, 3],
    [69.5, 2],
    [60, 2],
    [59, 1],
    [0, 1],
  ])('gives %s points %i stars', (score, stars) => {
    expect(starsFor(score)).toBe(stars);
  });

  it('gives no stars without a score', () => {
    expect(starsFor(null)).toBe(0);
    expect(starsFor(undefined)).toBe(0);
    expect(starsFor(Number.NaN)).toBe(0);
  });
});

describe('scoreTone', () => {
  it('colours 90+ green, 80+ yellow, 70+ orange and the rest red', () => {
    expect([95, 90, 85, 80, 75, 70, 69, 0].map(scoreTone)).toEqual([
      'green',
      'green',
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
  });
});

describe('scoreRange', () => {
  it('maps the bands to inclusive bounds that never overlap', () => {
    expect(scoreRange('all')).toEqual({});
    expect(scoreRange('high')).toEqual({ min_score: 90 });
    expect(scoreRange('medium')).toEqual({ min_score: 70, max_score: 89.99 });
    expect(scoreRange('low')).toEqual({ max_score: 69.99 });
  });
});

describe('gradeFor', () => {
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

describe('formatScore', () => {
  it('rounds to a whole percent', () => {
    expect(formatScore(86.6)).toBe('87%');
    expect(formatScore(0)).toBe('0%');
    expect(formatScore(null)).toBeNull();
  });
});
