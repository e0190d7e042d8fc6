// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { evidenceCap, FEW_TURNS_CAP, MIN_TURNS_FOR_B, SHORT_SESSION_CAP } from '../grades';
import { SKILL_NAMES } from '../schemas/insights.schema';
import { buildInsights } from './build-insights';
import { NO_EVIDENCE, TWO_TURNS } from '../../test/feedback.fixture';
import { GOOD_SESSION } from '../../test/sessions.fixture';

describe('a grade needs enough evidence', () => {
  it('caps two good turns in twelve seconds below a pass, and says why', () => {
    const insights = buildInsights(TWO_TURNS);
    expect(insights.overall_score).toBeLessThanOrEqual(SHORT_SESSION_CAP);
    expect(insights.grade).toBe('F');
    expect(insights.session_summary).toMatch(/Only 2 exchanges: too little to judge reliably.*capped/);
    expect(insights.immediate_feedback.join(' ')).toMatch(/too little to judge reliably/);
  });

  it('keeps a session of a few turns below a B', () => {
    // The first five student turns of a strong session, with the patient's replies.
    const opening = { utterances: GOOD_SESSION.utterances.slice(0, 10) };
    const insights = buildInsights(opening);
    expect(insights.overall_score).toBeLessThanOrEqual(FEW_TURNS_CAP);
    expect(['A', 'B', 'C']).not.toContain(insights.grade);
    // The greeting shows no skill, so at most five turns count.
    expect(insights.session_summary).toMatch(/Only [1-5] exchanges: too little to judge reliably/);
    // The whole session has enough to earn its grade.
    const whole = buildInsights(GOOD_SESSION);
    expect(whole.overall_score).toBeGreaterThanOrEqual(80);
    expect(whole.session_summary).not.toMatch(/too little to judge/);
  });

  it('says "not enough to score" for skills the session gave nothing to judge, and praises nothing', () => {
    const insights = buildInsights(NO_EVIDENCE);
    for (const name of SKILL_NAMES.filter((n) => n !== 'crisis_management')) {
      expect(insights[name].score, name).toBeNull();
      expect(insights[name].feedback, name).toMatch(/^Not enough to score/);
    }
    expect(SKILL_NAMES.flatMap((n) => insights[n].strengths)).toEqual([]);
    expect(insights.overall_score).toBe(0);
  });

  it('keeps the caps in one place', () => {
    expect(evidenceCap(0)).toBe(SHORT_SESSION_CAP);
    expect(evidenceCap(MIN_TURNS_FOR_B - 1)).toBe(FEW_TURNS_CAP);
    expect(evidenceCap(MIN_TURNS_FOR_B)).toBeNull();
    expect(FEW_TURNS_CAP).toBeLessThan(70);
  });
});
