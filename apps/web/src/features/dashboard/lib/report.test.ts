import { describe, expect, it } from 'vitest';
import { flaggedLines, readReport } from './report';

describe('readReport', () => {
  it('is null without insights', () => {
    expect(readReport(null)).toBeNull();
    expect(readReport({})).toBeNull();
  });

  it('reads scores, skills, evidence and risk flags; a skill never assessed has no score', () => {
    const report = readReport({
      overall_score: 82,
      grade: 'B',
      session_summary: 'Good rapport.',
      empathy_demonstration: {
        score: 90,
        feedback: 'Warm reflections.',
        evidence: [{ seq: 4, quote: 'That sounds lonely.', code: 'complex_reflection' }],
      },
      active_listening: { score: null, applicable: false },
      risk_flags: ['Mentions hopelessness', ' ', 'Passive ideation'],
      supervisor_review_required: true,
      supervisor_review_reasons: ['High-severity flag'],
    })!;
    expect(report.overallScore).toBe(82);
    expect(report.grade).toBe('B');
    expect(report.skills).toHaveLength(6);
    expect(report.skills.find((s) => s.key === 'empathy_demonstration')).toMatchObject({
      label: 'Empathy demonstration',
      score: 90,
      feedback: 'Warm reflections.',
      evidence: [{ seq: 4, quote: 'That sounds lonely.' }],
    });
    expect(report.skills.find((s) => s.key === 'active_listening')?.score).toBeNull();
    expect(report.riskFlags).toEqual(['Mentions hopelessness', 'Passive ideation']);
    expect(report.supervisorReview).toBe(true);
    expect(report.supervisorReasons).toEqual(['High-severity flag']);
  });
});

describe('flaggedLines', () => {
  it('lists the session flags and the skills flags, each sentence once', () => {
    expect(
      flaggedLines({
        risk_flags: ['Mentions hopelessness.', 'Passive ideation was not explored.'],
        crisis_management: { risk_flags: ['Passive ideation was not explored.', 'No safety plan.'] },
        empathy_demonstration: { risk_flags: [' '] },
      }),
    ).toEqual(['Mentions hopelessness.', 'Passive ideation was not explored.', 'No safety plan.']);
    expect(flaggedLines(null)).toEqual([]);
  });
});
