import { describe, expect, it } from 'vitest';
import { scoreRange, starsFor } from './score';

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

describe('scoreRange', () => {
  it('maps the bands to inclusive bounds that never overlap', () => {
    expect(scoreRange('all')).toEqual({});
    expect(scoreRange('high')).toEqual({ min_score: 90 });
    expect(scoreRange('medium')).toEqual({ min_score: 70, max_score: 89.99 });
    expect(scoreRange('low')).toEqual({ max_score: 69.99 });
  });
});
