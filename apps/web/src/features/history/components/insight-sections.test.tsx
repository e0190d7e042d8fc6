import { renderToStaticMarkup } from 'react-dom/server';
import { InsightsSchema, type Insights } from '@practicum/contract';
import { describe, expect, it } from 'vitest';
import { AiAssessment } from './ai-assessment';
import { FallbackSections } from './fallback-sections';
import { renderText as render } from '../../../../test/support/render-text';
import { ComplianceSection, RecommendationsSection, RiskSection } from './review-sections';
import { SkillCards } from './skill-cards';
import { TalkTimeSection } from './talk-time-section';

const skill = (score: number, name: string) => ({
  score,
  feedback: `${name} feedback`,
  strengths: [`${name} strength`],
  areas_for_improvement: [`${name} to improve`],
});

const full: Insights = InsightsSchema.parse({
  overall_score: 92,
  grade: 'A-',
  session_summary: 'Warm and well paced.',
  patient_engagement_level: 'High',
  therapeutic_rapport: 'Strong',
  active_listening: skill(94, 'Listening'),
  empathy_demonstration: skill(88, 'Empathy'),
  questioning_techniques: skill(79, 'Questions'),
  boundary_maintenance: skill(91, 'Boundaries'),
  crisis_management: skill(65, 'Crisis'),
  therapeutic_interventions: skill(72, 'Interventions'),
  student_talk_percentage: 34,
  patient_talk_percentage: 80,
  silence_management: 'Comfortable with pauses',
  session_structure: { opening: 'Clear', closing: 'Rushed' },
  hipaa_compliance: true,
  ethical_boundaries: false,
  immediate_feedback: ['Slow down at the close'],
  long_term_development: ['Practise complex reflections'],
  recommended_resources: ['MITI 4.2 manual'],
  risk_flags: ['Passive ideation mentioned'],
  supervisor_review_required: true,
});

describe('insight sections', () => {
  it('AI Assessment shows grade, overall score, summary, engagement and rapport', () => {
    const out = render(<AiAssessment insights={full} />);
    expect(out).toContain('AI Assessment');
    expect(out).toContain('Grade A-');
    expect(out).toContain('Overall score 92%');
    expect(out).toContain('Warm and well paced.');
    expect(out).toContain('Patient engagement: High');
    expect(out).toContain('Therapeutic rapport: Strong');
    expect(out).not.toContain('Offline feedback');
    expect(out).not.toContain('Feedback written by');
  });

  it('AI Assessment says who wrote the feedback when the insights record it', () => {
    const byModel = InsightsSchema.parse({
      ...full,
      feedback_source: { kind: 'model', model: 'gpt-4o-mini' },
    });
    expect(render(<AiAssessment insights={byModel} />)).toContain(
      'Warm and well paced. Feedback written by gpt-4o-mini',
    );
    const offline = InsightsSchema.parse({
      ...full,
      feedback_source: { kind: 'offline', model: 'gpt-4o-mini', error: 'the chat model failed (HTTP 500)' },
    });
    const out = render(<AiAssessment insights={offline} />);
    expect(out).toContain('Warm and well paced. Offline feedback');
    expect(out).not.toContain('HTTP 500');
  });

  it('shows the six skills with score, feedback, strengths and areas for improvement', () => {
    const out = render(<SkillCards insights={full} />);
    for (const label of [
      'Active Listening 94%',
      'Empathy Demonstration 88%',
      'Questioning Techniques 79%',
      'Boundary Maintenance 91%',
      'Crisis Management 65%',
      'Therapeutic Interventions 72%',
    ]) {
      expect(out).toContain(label);
    }
    expect(out).toContain(
      'Crisis feedback Strengths Crisis strength Areas for improvement Crisis to improve',
    );
  });

  it('lists the evidence of a skill, each quote linked to its transcript line', () => {
    const withEvidence = {
      active_listening: {
        ...skill(80, 'L'),
        evidence: [
          { seq: 3, quote: 'It sounds like work has been crushing you.', code: 'complex_reflection' },
          { seq: 5, quote: 'You feel nobody sees it.', code: 'epitome:interpretation' },
          { seq: 7, quote: 'Have you thought about how?', code: 'cssrs:method' },
        ],
      },
    };
    const out = render(<SkillCards insights={withEvidence} />);
    // The coder's codes are for machines: the student reads what each line did.
    expect(out).toContain(
      'Evidence #3 “It sounds like work has been crushing you.” · Reflection (adds meaning)',
    );
    expect(out).toContain('#5 “You feel nobody sees it.” · Shows understanding');
    expect(out).toContain('#7 “Have you thought about how?” · Asked about method');
    expect(out).not.toMatch(/epitome|cssrs|complex_reflection/);
    const html = renderToStaticMarkup(<SkillCards insights={withEvidence} />);
    expect(html).toContain('href="#transcript-line-3"');
  });

  it('marks a skill without a block as not assessed', () => {
    const out = render(<SkillCards insights={{ active_listening: skill(80, 'L') }} />);
    expect(out).toContain('Active Listening 80%');
    expect(out).toContain('Crisis Management Not scored Not assessed in this session.');
  });

  it('judges talk time against the optimal ranges and shows silence management and structure', () => {
    const out = render(<TalkTimeSection insights={full} />);
    expect(out).toContain('Student (you): 34% Optimal Range');
    expect(out).toContain('Patient: 80% Needs Adjustment');
    expect(out).toContain('Optimal 25–40%');
    expect(out).toContain('Optimal 60–75%');
    expect(out).toContain('Silence management: Comfortable with pauses');
    expect(out).toContain('Session structure: Opening: Clear Closing: Rushed');
    expect(render(<TalkTimeSection insights={{}} />)).toContain('Student (you): N/A Not measured');
  });

  it('shows each compliance indicator as met, not met or not assessed', () => {
    const out = render(<ComplianceSection insights={full} />);
    expect(out).toContain('HIPAA compliance Met');
    expect(out).toContain('Ethical boundaries Not met');
    expect(out).toContain('Professional language Not assessed');
  });

  it('lists the recommendations', () => {
    const out = render(<RecommendationsSection insights={full} />);
    expect(out).toContain('Immediate feedback Slow down at the close');
    expect(out).toContain('Long-term development Practise complex reflections');
    expect(out).toContain('Recommended resources MITI 4.2 manual');
    expect(render(<RecommendationsSection insights={{}} />)).toContain(
      'Immediate feedback None for this session.',
    );
  });

  it('shows risk flags and the supervisor review notice only when required', () => {
    const out = render(<RiskSection insights={full} />);
    expect(out).toContain('Supervisor review required.');
    expect(out).toContain('Passive ideation mentioned');
    const calm = render(<RiskSection insights={{ risk_flags: [], supervisor_review_required: false }} />);
    expect(calm).toContain('No risk flags were raised.');
    expect(calm).not.toContain('Supervisor review required');
  });

  it('shows the fallback sections with whatever the session recorded', () => {
    const out = render(
      <FallbackSections
        feedback="Explore feelings more."
        analysis={{ open_questions: 4 }}
        performanceMetrics={{ words_per_minute: 131.456 }}
      />,
    );
    expect(out).toContain('Feedback Explore feelings more.');
    expect(out).toContain('Analysis Open questions: 4');
    expect(out).toContain('Performance Metrics Words per minute: 131.46');
  });
});

describe('insights shaped like the scoring package writes them', () => {
  const scored = InsightsSchema.parse({
    scoring_version: '1.0.0',
    overall_score: 48,
    grade: 'F',
    patient_engagement_level: 'moderate',
    therapeutic_rapport: 'weak',
    crisis_management: {
      score: null,
      applicable: false,
      feedback: '',
      strengths: [],
      areas_for_improvement: [],
      evidence: [],
      immediate_feedback: [],
      risk_flags: [],
    },
    silence_management: {
      rating: 'needs_attention',
      interruptions: 2,
      pauses_allowed: 0,
      reason: 'You cut in twice.',
    },
    hipaa_compliance: true,
    compliance_reasons: { hipaa_compliance: 'No identifying details were shared.' },
    recommended_resources: ['MITI 4.2 — Moyers et al. 2014 — For reflections.'],
    resource_details: [{ title: 'MITI 4.2', citation: 'Moyers et al. 2014', reason: 'For reflections.' }],
    risk_flags: ['Suicidal thoughts were not explored.'],
    risk_flag_details: [
      {
        type: 'missed_risk_disclosure',
        severity: 'high',
        seq: 9,
        patient_seq: 8,
        message: 'Suicidal thoughts were not explored.',
      },
    ],
    supervisor_review_required: true,
    supervisor_review_reasons: ['A risk disclosure was missed.'],
  });

  it('shows levels as words, an inapplicable skill, rated silence and compliance reasons', () => {
    expect(render(<AiAssessment insights={scored} />)).toContain(
      'Patient engagement: Moderate Therapeutic rapport: Weak',
    );
    expect(render(<SkillCards insights={scored} />)).toContain(
      'Crisis Management Not applicable Nothing in this session called for this skill.',
    );
    const talk = render(<TalkTimeSection insights={scored} />);
    expect(talk).toContain(
      'Silence management: Needs attention You cut in twice. Interruptions: 2 Pauses allowed: 0',
    );
    expect(render(<ComplianceSection insights={scored} />)).toContain(
      'HIPAA compliance Met No identifying details were shared.',
    );
  });

  it('shows the resources, risk flags and the reasons for review', () => {
    expect(render(<RecommendationsSection insights={scored} />)).toContain(
      'MITI 4.2 — Moyers et al. 2014 — For reflections.',
    );
    const risk = render(<RiskSection insights={scored} />);
    expect(risk).toContain('Supervisor review required.');
    expect(risk).toContain('A risk disclosure was missed.');
    expect(risk).toContain('Suicidal thoughts were not explored.');
  });
});
