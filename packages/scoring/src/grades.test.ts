// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { GRADE_BANDS, gradeFor, scale, SKILL_WEIGHTS } from './grades';

describe('grades', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [80, 'B'],
    [70, 'C'],
    [60, 'D'],
    [59, 'F'],
    [0, 'F'],
  ] as const)('gives %i a %s', (score, grade) => {
    expect(gradeFor(score)).toBe(grade);
  });

  it('lists bands from the top down', () => {
    expect(GRADE_BANDS.map((b) => b.min)).toEqual([90, 80, 70, 60, 0]);
  });

  it('weights the skills to a total of one', () => {
    expect(Object.values(SKILL_WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 10);
  });

  it('interpolates between anchors and clamps outside them', () => {
    const anchors = [
      [0, 0],
      [1, 60],
      [2, 90],
    ] as const;
    expect(scale(-1, anchors)).toBe(0);
    expect(scale(0.5, anchors)).toBe(30);
    expect(scale(1.5, anchors)).toBe(75);
    expect(scale(5, anchors)).toBe(90);
  });
});
