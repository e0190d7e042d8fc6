/** Score bands of the history filter (SPEC section 9): high 90+, medium 70-89, low under 70. */
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

const isScore = (score: number | null | undefined): score is number =>
  typeof score === 'number' && Number.isFinite(score);

/** Colour of a score on the history page (SPEC section 9): 90+ green, 80+ yellow, 70+ orange, else red. */
export type ScoreTone = 'green' | 'yellow' | 'orange' | 'red' | 'none';

export function scoreTone(score: number | null | undefined): ScoreTone {
  if (!isScore(score)) return 'none';
  if (score >= 90) return 'green';
  if (score >= 80) return 'yellow';
  if (score >= 70) return 'orange';
  return 'red';
}

/** Star rating (SPEC section 9): 90+ 5, 80+ 4, 70+ 3, 60+ 2, otherwise 1; no score 0. */
export function starsFor(score: number | null | undefined): number {
  if (!isScore(score)) return 0;
  if (score >= 90) return 5;
  if (score >= 80) return 4;
  if (score >= 70) return 3;
  if (score >= 60) return 2;
  return 1;
}

/**
 * The grade to show: the one the session or its insights carry, else a letter derived from the
 * score (A 90+, B 80+, C 70+, D 60+, F), else null when there is no score at all.
 */
export function gradeFor(
  score: number | null | undefined,
  ...grades: Array<string | null | undefined>
): string | null {
  const given = grades.find((g) => typeof g === 'string' && g.trim() !== '');
  if (given) return given.trim();
  if (!isScore(score)) return null;
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 70) return 'C';
  if (score >= 60) return 'D';
  return 'F';
}

/** "87%", rounded to a whole percent; null when there is no score. */
export function formatScore(score: number | null | undefined): string | null {
  return isScore(score) ? `${Math.round(score)}%` : null;
}
