import { describe, expect, it } from 'vitest';
import { sessionView } from './session-view';

const bare = {
  score: null,
  grade: null,
  feedback: null,
  insights: null,
  insights_generated: false,
  analysis: null,
};

describe('sessionView', () => {
  it('shows nothing made up for a session without any assessment', () => {
    expect(sessionView(bare)).toEqual({
      insights: null,
      score: null,
      grade: null,
      assessment: null,
      summary: null,
      engagement: null,
      rapport: null,
      reviewRequired: false,
    });
  });

  it('reads score, grade, summary, levels and the review flag from insights', () => {
    const view = sessionView({
      ...bare,
      insights: {
        overall_score: 91,
        grade: 'A-',
        session_summary: 'Strong rapport.',
        patient_engagement_level: 'High',
        therapeutic_rapport: 4,
        supervisor_review_required: true,
      },
    });
    expect(view).toMatchObject({
      score: 91,
      grade: 'A-',
      assessment: 'AI Insights',
      summary: 'Strong rapport.',
      engagement: 'High',
      rapport: '4',
      reviewRequired: true,
    });
  });

  it("prefers the session's own score and grade, and falls back to its feedback", () => {
    const view = sessionView({
      ...bare,
      score: 72,
      feedback: 'Ask more open questions.',
      insights: { overall_score: 50, grade: null },
    });
    expect(view).toMatchObject({ score: 72, grade: 'C', summary: 'Ask more open questions.' });
  });

  it('badges a session with only an analysis as Analysis', () => {
    expect(sessionView({ ...bare, analysis: { talk_ratio: 0.4 } }).assessment).toBe('Analysis');
    expect(sessionView({ ...bare, analysis: {} }).assessment).toBeNull();
  });
});
