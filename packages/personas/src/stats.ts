import { CATALOGUE } from './catalogue';
import {
  CONDITION_CATEGORIES,
  DIFFICULTIES,
  RISK_LEVELS,
  STYLES,
  type ConditionCategory,
  type Difficulty,
  type PersonaInput,
  type RiskLevel,
  type Style,
} from './schema';

/** Counts over a set of personas; every enum value is present, with 0 when unused. */
export interface CatalogueStats {
  total: number;
  byConditionCategory: Record<ConditionCategory, number>;
  byDifficulty: Record<Difficulty, number>;
  byStyle: Record<Style, number>;
  byRiskLevel: Record<RiskLevel, number>;
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** Counts by condition category, difficulty, style and risk level (the catalogue by default). */
export function catalogueStats(personas: readonly PersonaInput[] = CATALOGUE): CatalogueStats {
  const stats: CatalogueStats = {
    total: personas.length,
    byConditionCategory: zeroes(CONDITION_CATEGORIES),
    byDifficulty: zeroes(DIFFICULTIES),
    byStyle: zeroes(STYLES),
    byRiskLevel: zeroes(RISK_LEVELS),
  };
  for (const persona of personas) {
    stats.byConditionCategory[persona.condition_category] += 1;
    stats.byDifficulty[persona.difficulty] += 1;
    stats.byStyle[persona.style] += 1;
    stats.byRiskLevel[persona.risk.level] += 1;
  }
  return stats;
}
