// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { CONDITION_CATEGORIES, DIFFICULTIES, RISK_LEVELS, STYLES, type PersonaInput } from './schema';
import { catalogueStats } from './stats';

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

describe('catalogueStats', () => {
  it('counts a given set of personas by category, difficulty, style and risk', () => {
    const first = CATALOGUE[0] as PersonaInput;
    const base: PersonaInput = { ...first, risk: { ...first.risk, level: 'none' } };
    const personas: PersonaInput[] = [
      { ...base, id: 'a', condition_category: 'ocd', difficulty: 'beginner', style: 'plain' },
      { ...base, id: 'b', condition_category: 'ocd', difficulty: 'advanced', style: 'hostile' },
      {
        ...base,
        id: 'c',
        condition_category: 'grief',
        difficulty: 'advanced',
        style: 'hostile',
        risk: { ...base.risk, level: 'passive_ideation' },
      },
    ];
    const stats = catalogueStats(personas);
    expect(stats.total).toBe(3);
    expect(stats.byConditionCategory.ocd).toBe(2);
    expect(stats.byConditionCategory.grief).toBe(1);
    expect(stats.byConditionCategory.panic).toBe(0);
    expect(stats.byDifficulty).toEqual({ beginner: 1, intermediate: 0, advanced: 2 });
    expect(stats.byStyle.hostile).toBe(2);
    expect(stats.byStyle.plain).toBe(1);
    expect(stats.byStyle.verbose).toBe(0);
    expect(stats.byRiskLevel.passive_ideation).toBe(1);
  });

  it('lists every enum value and sums to the catalogue size by default', () => {
    const stats = catalogueStats();
    expect(stats.total).toBe(CATALOGUE.length);
    expect(Object.keys(stats.byConditionCategory).sort()).toEqual([...CONDITION_CATEGORIES].sort());
    expect(Object.keys(stats.byDifficulty).sort()).toEqual([...DIFFICULTIES].sort());
    expect(Object.keys(stats.byStyle).sort()).toEqual([...STYLES].sort());
    expect(Object.keys(stats.byRiskLevel).sort()).toEqual([...RISK_LEVELS].sort());
    for (const counts of [stats.byConditionCategory, stats.byDifficulty, stats.byStyle, stats.byRiskLevel]) {
      expect(sum(counts)).toBe(CATALOGUE.length);
    }
  });

  it('returns zeroes for an empty list', () => {
    const stats = catalogueStats([]);
    expect(stats.total).toBe(0);
    expect(sum(stats.byStyle)).toBe(0);
  });
});
