import { describe, expect, it } from 'vitest';
import { ChecklistResultSchema } from '@practicum/contract';
import { flaggedLines, readReport, stationSummary } from './report';

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

describe('stationSummary', () => {
  const checklist = ChecklistResultSchema.parse({
    station: 'history',
    station_label: 'History taking',
    score: 57.5,
    items: [
      { id: 'intro', domain: 'opening', label: 'Introduced themselves', status: 'met' },
      { id: 'onset', domain: 'complaint', label: 'Asked when the cough began', status: 'partly' },
      { id: 'blood', domain: 'red_flags', label: 'Asked about blood in the phlegm', status: 'not_met' },
      { id: 'smoking', domain: 'social', label: 'Took a smoking history', status: 'met' },
    ],
    avoid: [
      { id: 'jargon', domain: 'explanation', label: 'Left a medical term unexplained', occurred: true },
      { id: 'rush', domain: 'closing', label: 'Ended without a summary', occurred: false },
    ],
  });

  it("words a medical station's mark, counts and items to work on (counted from the items when the insights have no counts)", () => {
    expect(stationSummary(checklist)).toEqual({
      title: 'Station checklist: History taking',
      mark: 'Checklist score: 58%',
      counts: '2 of 4 items met, 1 partly met, 1 not met.',
      toWorkOn: ['Partly met: Asked when the cough began', 'Not met: Asked about blood in the phlegm'],
      avoided: ['Occurred: Left a medical term unexplained'],
    });
  });

  it('is null for a therapy session, which has no checklist', () => {
    expect(stationSummary(null)).toBeNull();
  });
});
