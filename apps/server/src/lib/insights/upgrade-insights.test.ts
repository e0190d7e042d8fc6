import { InsightsSchema } from '@practicum/contract';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { buildInsights } from '@practicum/scoring';
import { describe, expect, it } from 'vitest';
import { upgradeInsights } from './upgrade-insights';

const skill = (score: number, name: string) => ({
  score,
  feedback: `${name} feedback`,
  strengths: [`${name} strength`],
  areas_for_improvement: [`${name} to improve`],
});

/** Passes the contract strictly, and upgrading again changes nothing. */
function upgraded(raw: unknown) {
  const out = upgradeInsights(raw);
  expect(InsightsSchema.safeParse(out).success).toBe(true);
  expect(upgradeInsights(out)).toEqual(out);
  return out!;
}

describe('upgradeInsights', () => {
  it('reads nothing stored, an empty object or a non-object as no insights', () => {
    for (const raw of [null, undefined, {}, [1, 2], 'great session', 42]) {
      expect(upgradeInsights(raw)).toBeNull();
    }
  });

  it('turns risk flags and resources written as objects into sentences and keeps the objects as details', () => {
    const riskObject = {
      type: 'missed_risk_disclosure',
      severity: 'high',
      seq: 7,
      patient_seq: 6,
      message: 'Risk was not explored.',
    };
    const resourceObjects = [
      { title: 'MITI 4.2', citation: 'Moyers et al. 2014', reason: 'Practise reflections.' },
      { title: 'Only a title' },
    ];
    const out = upgraded({
      overall_score: 61,
      risk_flags: [riskObject, 'Plain flag', { severity: 'medium' }, 42],
      recommended_resources: resourceObjects,
    });
    expect(out.risk_flags).toEqual(['Risk was not explored.', 'Plain flag']);
    expect(out.recommended_resources).toEqual([
      'MITI 4.2 — Moyers et al. 2014 — Practise reflections.',
      'Only a title',
    ]);
    expect(out.risk_flag_details).toEqual([riskObject, { severity: 'medium' }]);
    expect(out.resource_details).toEqual(resourceObjects);
    expect(out.legacy_fields).toEqual({ risk_flags: [42] });
    expect(out.overall_score).toBe(61);
  });

  it('keeps details already stored and sets the duplicate objects aside', () => {
    const details = [
      { type: 'privacy_breach', severity: 'high', seq: 2, patient_seq: null, message: 'Named.' },
    ];
    const out = upgraded({ risk_flags: [{ message: 'Named.' }], risk_flag_details: details });
    expect(out.risk_flags).toEqual(['Named.']);
    expect(out.risk_flag_details).toEqual(details);
    expect(out.legacy_fields).toEqual({ 'risk_flags.objects': [{ message: 'Named.' }] });
  });

  it('sets aside only the fields the schema cannot read, keeping what it can', () => {
    const out = upgraded({
      overall_score: 'eighty',
      grade: 'B',
      hipaa_compliance: 'yes',
      immediate_feedback: ['Slow down', 3],
      empathy_demonstration: { score: 70, strengths: 'many', feedback: 'Validating' },
      crisis_management: 'n/a',
      active_listening: { score: 80, risk_flags: [{ message: 'Skill flag' }], evidence: [{ seq: 1 }] },
    });
    expect(out.overall_score).toBeNull();
    expect(out.grade).toBe('B');
    expect(out.hipaa_compliance).toBeNull();
    expect(out.immediate_feedback).toEqual(['Slow down']);
    expect(out.empathy_demonstration).toMatchObject({ score: 70, feedback: 'Validating', strengths: [] });
    expect(out.crisis_management).toBeNull();
    expect(out.active_listening).toMatchObject({ score: 80, risk_flags: ['Skill flag'], evidence: [] });
    expect(out.legacy_fields).toEqual({
      overall_score: 'eighty',
      hipaa_compliance: 'yes',
      immediate_feedback: [3],
      'empathy_demonstration.strengths': 'many',
      crisis_management: 'n/a',
      'active_listening.risk_flags.objects': [{ message: 'Skill flag' }],
      'active_listening.evidence': [{ seq: 1 }],
    });
  });

  it('gives fields an older scorer did not write defaults that claim nothing, and never a score', () => {
    const out = upgraded({
      overall_score: 92,
      grade: 'A-',
      session_summary: 'Warm and well paced.',
      patient_engagement_level: 'High',
      therapeutic_rapport: 'Strong',
      active_listening: skill(94, 'Listening'),
      empathy_demonstration: skill(88, 'Empathy'),
      student_talk_percentage: 34,
      silence_management: 'Comfortable with pauses',
      session_structure: { opening: 'Clear', closing: 'Rushed' },
      hipaa_compliance: true,
      recommended_resources: ['MITI 4.2 manual'],
      supervisor_review_required: true,
    });
    expect(out).toMatchObject({
      overall_score: 92,
      grade: 'A-',
      patient_engagement_level: 'High',
      silence_management: 'Comfortable with pauses',
      session_structure: { opening: 'Clear', closing: 'Rushed' },
      hipaa_compliance: true,
      // Not judged by that scorer: unknown, not passed or failed.
      ethical_boundaries: null,
      professional_language: null,
      compliance_reasons: null,
      patient_talk_percentage: null,
      feedback_source: null,
      immediate_feedback: [],
      long_term_development: [],
      risk_flags: [],
      supervisor_review_reasons: [],
      recommended_resources: ['MITI 4.2 manual'],
      // Skills it did not assess stay missing rather than scored.
      questioning_techniques: null,
      crisis_management: null,
    });
    expect(out.active_listening).toEqual({
      ...skill(94, 'Listening'),
      applicable: true,
      immediate_feedback: [],
      risk_flags: [],
      evidence: [],
    });
    expect(out.legacy_fields).toBeUndefined();
  });

  it('keeps explicit nulls, applicability and unknown fields', () => {
    const out = upgraded({
      grade: null,
      risk_flags: null,
      crisis_management: { score: null, applicable: false, feedback: 'No risk came up.' },
      active_listening: { score: null, feedback: 'Too short to judge.' },
      model_version: 'v2',
    });
    expect(out.grade).toBeNull();
    expect(out.risk_flags).toBeNull();
    expect(out.crisis_management).toMatchObject({ score: null, applicable: false });
    expect(out.active_listening).toMatchObject({ score: null, applicable: null });
    expect(out.model_version).toBe('v2');
  });

  it('reads a station checklist stored before items to avoid, and one that carries them', () => {
    const station = PersonaSchema.parse(CATALOGUE.find((p) => p.id === 'david-forsyth')).case;
    const built = buildInsights({
      station,
      utterances: [
        { seq: 0, speaker: 'student', text: 'I am so sorry, she passed away peacefully.' },
        { seq: 1, speaker: 'patient', text: 'No.' },
      ],
    });
    const now = upgraded(built);
    expect(now.checklist?.avoid?.find((i) => i.id === 'avoid-euphemism')).toMatchObject({
      occurred: true,
      evidence: [{ seq: 0, quote: 'I am so sorry, she passed away peacefully.' }],
    });
    const { avoid: _, ...before } = built.checklist!;
    const stored = upgraded({ ...built, checklist: before });
    expect(stored.checklist?.avoid ?? null).toBeNull();
    expect(stored.checklist?.items).toEqual(built.checklist!.items);
  });

  it("leaves today's scorer output exactly as it is", () => {
    const current = {
      ...buildInsights({
        utterances: [
          { seq: 1, speaker: 'student', text: 'What brings you here today?' },
          { seq: 2, speaker: 'patient', text: 'My drinking, I think.' },
          { seq: 3, speaker: 'student', text: 'You are wondering whether drinking has become a problem.' },
        ],
      }),
      feedback_source: { kind: 'offline', transcript: { messages: 3, last_seq: 3 } },
    };
    expect(upgradeInsights(current)).toEqual(current);
  });
});
