import type { Insights } from '@practicum/contract';
import { describe, expect, it } from 'vitest';
import { failedSummary, liveScoreBand, summaryFromInsights } from './summary';

const context = { durationSeconds: 95, messageCount: 7 };

describe('liveScoreBand', () => {
  it('is green from 90, blue from 80, yellow from 70, else red', () => {
    expect([100, 90, 89.9, 80, 79, 70, 69.9, 0].map(liveScoreBand)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });
});

describe('summaryFromInsights', () => {
  const insights: Insights = {
    overall_score: 83.6,
    grade: 'B',
    session_summary: 'A warm, well-paced opening.',
    student_talk_percentage: 31.5,
    patient_talk_percentage: 68.5,
    active_listening: {
      score: 88,
      feedback: 'Good reflections.',
      strengths: ['Reflected feelings'],
      areas_for_improvement: ['Summarise more often'],
      immediate_feedback: ['Keep reflecting before asking'],
    },
    crisis_management: { score: null, applicable: false, feedback: 'Not applicable.' },
    empathy_demonstration: null,
    immediate_feedback: ['Open with an agenda', 'Name the feeling'],
    risk_flags: ['Passive ideation mentioned', ' ', 'Check sleep'],
    supervisor_review_required: true,
    recommended_resources: ['MI, 4th ed.'],
    some_future_field: { anything: 1 },
  };

  it('reads the score, grade, talk time, skills, 3 key takeaways and areas for attention', () => {
    const s = summaryFromInsights(insights, context)!;
    expect(s).toMatchObject({
      generated: true,
      summary: 'A warm, well-paced opening.',
      score: 84,
      grade: 'B',
      studentTalk: 31.5,
      patientTalk: 68.5,
      durationSeconds: 95,
      messageCount: 7,
    });
    expect(s.skills).toEqual([
      { key: 'active_listening', label: 'Active Listening', score: 88, feedback: 'Good reflections.' },
      { key: 'crisis_management', label: 'Crisis Management', score: null, feedback: 'Not applicable.' },
    ]);
    expect(s.takeaways).toEqual(['Open with an agenda', 'Name the feeling', 'Keep reflecting before asking']);
    expect(s.attention).toEqual([
      'Passive ideation mentioned',
      'Check sleep',
      'Supervisor review recommended for this session.',
      'Summarise more often',
    ]);
  });

  it('puts a hurtful line under attention, never under key takeaways', () => {
    const hurt = '#4 “Everyone feels like that” brushes aside what the patient feels.';
    const s = summaryFromInsights(
      {
        overall_score: 40,
        immediate_feedback: [hurt, 'Ask open questions'],
        empathy_demonstration: {
          score: 20,
          strengths: ['Named the feeling at #2 “That sounds lonely”.'],
          areas_for_improvement: [hurt],
          evidence: [
            { seq: 2, quote: 'That sounds lonely.', code: 'complex_reflection' },
            { seq: 4, quote: 'Everyone feels like that.', code: 'invalidation' },
          ],
        },
      },
      context,
    )!;
    expect(s.takeaways).toEqual(['Ask open questions', 'Named the feeling at #2 “That sounds lonely”.']);
    expect(s.attention).toEqual([hurt]);
  });

  it('derives a missing grade from the score', () => {
    const s = summaryFromInsights({ overall_score: 91 }, context)!;
    expect([s.score, s.grade, s.summary, s.takeaways, s.studentTalk]).toEqual([
      91,
      'A',
      'Session completed.',
      [],
      null,
    ]);
  });

  it('is null without an overall score', () => {
    expect(summaryFromInsights({ grade: 'A' }, context)).toBeNull();
    expect(summaryFromInsights({ overall_score: null, session_summary: 'Short.' }, context)).toBeNull();
  });
});

describe('failedSummary', () => {
  it('shows score 0, grade N/A and the failure text for each reason', () => {
    expect(failedSummary('generation-failed', context)).toMatchObject({
      generated: false,
      score: 0,
      grade: 'N/A',
      summary: 'Session completed - insights generation failed.',
      message: 'Failed to generate insights. Please try again.',
      durationSeconds: 95,
      messageCount: 7,
    });
    expect(failedSummary('no-session-id', context).message).toBe(
      'Unable to generate insights - session ID not found. Please try again.',
    );
    expect(failedSummary('session-not-found', context).summary).toBe(
      'Session completed - unable to find session for insights generation',
    );
    expect(failedSummary('connection-closed', context).summary).toBe(
      'Session completed - connection closed unexpectedly.',
    );
  });
});
