import { describe, expect, it } from 'vitest';
import { readInsights } from './read-insights';

describe('readInsights', () => {
  it('returns null when there are no insights', () => {
    expect(readInsights(null)).toBeNull();
    expect(readInsights(undefined)).toBeNull();
    expect(readInsights({})).toBeNull();
    expect(readInsights([1, 2])).toBeNull();
    expect(readInsights('great session')).toBeNull();
  });

  it('keeps well-formed insights as they are, unknown fields included', () => {
    const raw = {
      overall_score: 84,
      grade: 'B',
      session_summary: 'Warm and focused.',
      active_listening: {
        score: 88,
        feedback: 'Good reflections',
        strengths: ['Reflections'],
        evidence: [{ seq: 3, quote: 'You felt unheard.', code: 'complex_reflection' }],
        extra_scores: [3, 5],
      },
      hipaa_compliance: true,
      risk_flags: [],
      model_version: 'v2',
    };
    expect(readInsights(raw)).toEqual(raw);
  });

  it('drops only the malformed fields', () => {
    const insights = readInsights({
      overall_score: 'eighty',
      grade: 'B',
      hipaa_compliance: 'yes',
      immediate_feedback: ['Slow down'],
      empathy_demonstration: { score: 70, strengths: 'many', feedback: 'Validating' },
      crisis_management: 'n/a',
    });
    expect(insights).toEqual({
      grade: 'B',
      immediate_feedback: ['Slow down'],
      empathy_demonstration: { score: 70, feedback: 'Validating' },
    });
  });

  it('accepts nulls for missing parts', () => {
    expect(readInsights({ grade: null, active_listening: null, silence_management: { pauses: 3 } })).toEqual({
      grade: null,
      active_listening: null,
      silence_management: { pauses: 3 },
    });
  });

  it('reads structured risk flags and resources as sentences', () => {
    const insights = readInsights({
      risk_flags: [
        {
          type: 'missed_risk_disclosure',
          severity: 'high',
          seq: 7,
          patient_seq: 6,
          message: 'Risk was not explored.',
        },
        'Plain flag',
        { severity: 'medium' },
        42,
      ],
      recommended_resources: [
        { title: 'MITI 4.2', citation: 'Moyers et al. 2014', reason: 'Practise reflections.' },
        { title: 'Only a title' },
      ],
    });
    expect(insights?.risk_flags).toEqual(['Risk was not explored.', 'Plain flag']);
    expect(insights?.recommended_resources).toEqual([
      'MITI 4.2 — Moyers et al. 2014 — Practise reflections.',
      'Only a title',
    ]);
  });

  it('keeps applicability, compliance reasons and review reasons', () => {
    expect(
      readInsights({
        crisis_management: { score: null, applicable: false, feedback: 'No risk came up.' },
        compliance_reasons: { hipaa_compliance: 'No identifiers shared.' },
        supervisor_review_reasons: ['Risk was not explored.'],
      }),
    ).toEqual({
      crisis_management: { score: null, applicable: false, feedback: 'No risk came up.' },
      compliance_reasons: { hipaa_compliance: 'No identifiers shared.' },
      supervisor_review_reasons: ['Risk was not explored.'],
    });
  });
});
