/**
 * Scores (0-100) as every screen shows them: the letter grade, the "87%" text and the colour band.
 * The six skills themselves are the contract's SKILL_KEYS.
 */

export const isScore = (score: number | null | undefined): score is number =>
  typeof score === 'number' && Number.isFinite(score);

/** Letter grades by the overall score's lower bound (inclusive), the same bands the scorer grades by. */
export const GRADE_BANDS: ReadonlyArray<{ grade: string; min: number }> = [
  { grade: 'A', min: 90 },
  { grade: 'B', min: 80 },
  { grade: 'C', min: 70 },
  { grade: 'D', min: 60 },
  { grade: 'F', min: 0 },
];

export function letterGrade(score: number): string {
  return GRADE_BANDS.find((band) => score >= band.min)?.grade ?? 'F';
}

/**
 * The grade to show: the first one given (by the session or its insights), else a letter derived
 * from the score, else null when there is no score at all.
 */
export function gradeFor(
  score: number | null | undefined,
  ...grades: Array<string | null | undefined>
): string | null {
  const given = grades.find((g) => typeof g === 'string' && g.trim() !== '');
  if (given) return given.trim();
  return isScore(score) ? letterGrade(score) : null;
}

/** "87%", rounded to a whole percent; null when there is no score. */
export function formatScore(score: number | null | undefined): string | null {
  return isScore(score) ? `${Math.round(score)}%` : null;
}

/** "87%", or "—" when there is no score. */
export const percent = (score: number | null | undefined): string => formatScore(score) ?? '—';

/** Colour band of a score: 90+ green, 80+ yellow, 70+ orange, else red; none without a score. */
export type ScoreTone = 'green' | 'yellow' | 'orange' | 'red' | 'none';

export function scoreTone(score: number | null | undefined): ScoreTone {
  if (!isScore(score)) return 'none';
  if (score >= 90) return 'green';
  if (score >= 80) return 'yellow';
  if (score >= 70) return 'orange';
  return 'red';
}
