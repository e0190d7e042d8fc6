import { isScore } from '../../../lib/score';

/** Score bands of the history filter: high 90+, medium 70-89, low under 70. */
export const SCORE_FILTERS = ['all', 'high', 'medium', 'low'] as const;
export type ScoreFilter = (typeof SCORE_FILTERS)[number];

export interface ScoreRange {
  min_score?: number;
  max_score?: number;
}

/**
 * The min_score/max_score the list endpoint gets for a band. Both bounds are inclusive there, so the
 * upper bounds sit just under 90 and 70: a score of 89.5 is medium, 69.99 is low.
 */
export function scoreRange(filter: ScoreFilter): ScoreRange {
  switch (filter) {
    case 'high':
      return { min_score: 90 };
    case 'medium':
      return { min_score: 70, max_score: 89.99 };
    case 'low':
      return { max_score: 69.99 };
    default:
      return {};
  }
}

/** Star rating: 90+ 5, 80+ 4, 70+ 3, 60+ 2, otherwise 1; no score 0. */
export function starsFor(score: number | null | undefined): number {
  if (!isScore(score)) return 0;
  if (score >= 90) return 5;
  if (score >= 80) return 4;
  if (score >= 70) return 3;
  if (score >= 60) return 2;
  return 1;
}
