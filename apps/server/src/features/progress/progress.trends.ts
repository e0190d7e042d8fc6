import { SKILL_KEYS, type SkillKey, type SkillTrend } from '@practicum/contract';
import type { Difficulty } from '@practicum/personas';

/** How many of a skill's latest scores make its recent average, and again its previous one. */
export const TREND_WINDOW = 3;
/** A change smaller than this many points either way is steady, not a trend. */
export const STEADY_BAND = 2;

const mean = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/** A skill's trend from its scores in time order (sessions that did not assess it left out). */
export function skillTrend(skill: SkillKey, scores: number[]): SkillTrend {
  const recent = scores.slice(-TREND_WINDOW);
  const previous = scores.length >= 2 * TREND_WINDOW ? scores.slice(-2 * TREND_WINDOW, -TREND_WINDOW) : [];
  const recentAverage = mean(recent);
  const previousAverage = mean(previous);
  const change =
    recentAverage !== null && previousAverage !== null && previous.length === TREND_WINDOW
      ? recentAverage - previousAverage
      : null;
  const trend =
    change === null ? null : change >= STEADY_BAND ? 'up' : change <= -STEADY_BAND ? 'down' : 'steady';
  return { skill, recent_average: recentAverage, previous_average: previousAverage, change, trend };
}

/** Every skill's trend, in SKILL_KEYS order, from per-session skill scores in time order. */
export function skillTrends(sessions: { skills: Record<SkillKey, number | null> }[]): SkillTrend[] {
  return SKILL_KEYS.map((skill) =>
    skillTrend(
      skill,
      sessions.map((s) => s.skills[skill]).filter((x): x is number => x !== null),
    ),
  );
}

/** The skill with the lowest recent average; on a tie the earlier in SKILL_KEYS order. */
export function weakestSkill(trends: SkillTrend[]): SkillKey | null {
  let weakest: SkillTrend | null = null;
  for (const t of trends) {
    if (t.recent_average === null) continue;
    if (weakest === null || t.recent_average < weakest.recent_average!) weakest = t;
  }
  return weakest?.skill ?? null;
}

/**
 * The difficulty that stretches a student without swamping them, from the mean of their last
 * three overall scores: still finding their feet below 60, ready for more from 80.
 */
export function targetDifficulty(scores: number[]): Difficulty {
  const recent = mean(scores.slice(-TREND_WINDOW)) ?? 0;
  if (recent < 60) return 'beginner';
  if (recent < 80) return 'intermediate';
  return 'advanced';
}
