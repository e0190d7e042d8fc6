// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { InsightsSchema, SKILL_NAMES } from '../schemas/insights.schema';
import { buildInsights } from './build-insights';
import {
  GOOD_SESSION,
  HANDLED_RISK_SESSION,
  MISSED_RISK_SESSION,
  POOR_SESSION,
  session,
} from '../../test/sessions.fixture';

describe('buildInsights', () => {
  it('produces a complete Insights object that satisfies its schema', () => {
    for (const t of [GOOD_SESSION, POOR_SESSION, MISSED_RISK_SESSION, HANDLED_RISK_SESSION]) {
      expect(() => InsightsSchema.parse(buildInsights(t))).not.toThrow();
    }
  });

  it('scores an MI-consistent session well above a directive, confrontational one', () => {
    const good = buildInsights(GOOD_SESSION);
    const poor = buildInsights(POOR_SESSION);
    expect(good.overall_score).toBeGreaterThanOrEqual(80);
    expect(poor.overall_score).toBeLessThan(50);
    expect(poor.grade).toBe('F');
    for (const skill of [
      'active_listening',
      'empathy_demonstration',
      'questioning_techniques',
      'therapeutic_interventions',
    ] as const)
      expect(good[skill].score).toBeGreaterThan(poor[skill].score ?? 0);
  });

  it("quotes the student's own utterances by seq in feedback and evidence", () => {
    const t = GOOD_SESSION;
    const insights = buildInsights(t);
    const students = new Map(t.utterances.filter((u) => u.speaker === 'student').map((u) => [u.seq, u.text]));
    for (const name of SKILL_NAMES) {
      for (const e of insights[name].evidence) {
        expect(students.has(e.seq)).toBe(true);
        expect(students.get(e.seq)).toContain(e.quote.replace(/…$/, ''));
      }
    }
    expect(insights.active_listening.strengths.join(' ')).toMatch(/#\d+ “/);
  });

  it('says crisis management is not applicable when no risk was presented', () => {
    const insights = buildInsights(GOOD_SESSION);
    expect(insights.crisis_management.applicable).toBe(false);
    expect(insights.crisis_management.score).toBeNull();
    expect(insights.crisis_management.feedback).toMatch(/not applicable/i);
    expect(insights.risk_flags).toEqual([]);
    expect(insights.supervisor_review_required).toBe(false);
  });

  it('flags a missed suicide disclosure and asks for supervisor review', () => {
    const insights = buildInsights(MISSED_RISK_SESSION);
    expect(insights.risk_flag_details.map((f) => f.type)).toContain('missed_risk_disclosure');
    expect(insights.risk_flag_details.find((f) => f.type === 'missed_risk_disclosure')?.patient_seq).toBe(3);
    expect(insights.supervisor_review_required).toBe(true);
    expect(insights.crisis_management.score).toBeLessThan(30);
    expect(insights.overall_score).toBeLessThanOrEqual(55);
    expect(insights.immediate_feedback[0]).toMatch(/disclosed suicide or self-harm risk/);
  });

  it('does not flag a disclosure the student screened, explored and safety-planned', () => {
    const insights = buildInsights(HANDLED_RISK_SESSION);
    expect(insights.risk_flag_details.filter((f) => f.severity === 'high')).toEqual([]);
    expect(insights.supervisor_review_required).toBe(false);
    expect(insights.crisis_management.applicable).toBe(true);
    expect(insights.crisis_management.score).toBeGreaterThanOrEqual(80);
    expect(insights.crisis_management.evidence.map((e) => e.code)).toEqual(
      expect.arrayContaining(['cssrs:suicidal_thoughts', 'cssrs:method', 'cssrs:safety_planning']),
    );
  });

  it("trusts the engine's risk_disclosed flag when the words alone are ambiguous", () => {
    const t = session([
      'How has this week been?',
      { text: 'I just want it all to stop.', risk_disclosed: true },
      'What would you like to do this weekend?',
      'Nothing much.',
      'Okay, see you next week.',
    ]);
    const insights = buildInsights(t);
    expect(insights.crisis_management.applicable).toBe(true);
    expect(insights.risk_flag_details[0]).toMatchObject({ type: 'missed_risk_disclosure', patient_seq: 1 });
    expect(insights.risk_flags[0]).toMatch(/#1/);
    expect(insights.supervisor_review_required).toBe(true);
  });

  it('is deterministic: the same transcript gives the same insights, whatever the input order', () => {
    const first = buildInsights(GOOD_SESSION);
    expect(buildInsights(GOOD_SESSION)).toEqual(first);
    const shuffled = { utterances: [...GOOD_SESSION.utterances].reverse() };
    expect(JSON.stringify(buildInsights(shuffled))).toBe(JSON.stringify(first));
  });

  it('does not duplicate anything when generated twice', () => {
    const twice = [buildInsights(MISSED_RISK_SESSION), buildInsights(MISSED_RISK_SESSION)];
    expect(twice[1]!.risk_flags).toHaveLength(twice[0]!.risk_flags.length);
    for (const name of SKILL_NAMES) {
      const keys = twice[1]![name].evidence.map((e) => `${e.seq}:${e.code}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(new Set(twice[1]!.immediate_feedback).size).toBe(twice[1]!.immediate_feedback.length);
  });

  it("reads rapport and engagement from the engine's recorded states when given", () => {
    const states = [0.2, 0.4, 0.6, 0.8];
    const t = session(
      ['Hello.', 'Hi.', 'How are things?', 'Okay.', 'Tell me more.', 'Well.', 'Go on.', 'Fine.'].map(
        (text, seq) =>
          seq % 2 === 1
            ? {
                text,
                engine_state: { rapport: states[(seq - 1) / 2], trust: states[(seq - 1) / 2], openness: 0.9 },
              }
            : text,
      ),
    );
    const insights = buildInsights(t);
    // The last third of the recorded states: (0.6 + 0.8) / 2.
    expect(insights.rapport_detail).toMatchObject({ source: 'engine', trend: 'rising', value: 0.7 });
    expect(insights.therapeutic_rapport).toBe('strong');
    expect(insights.engagement_detail.source).toBe('engine');
    expect(insights.patient_engagement_level).toBe('high');
  });

  it('measures talk time from durations when present and says so', () => {
    const t = session([
      { text: 'How have you been?', start_ms: 0, end_ms: 2000 },
      { text: 'Not great, to be honest.', start_ms: 2500, end_ms: 8500 },
      { text: 'Tell me more.', start_ms: 12000, end_ms: 13000 },
      { text: 'Work is hard.', start_ms: 13400, end_ms: 16400 },
    ]);
    const insights = buildInsights(t);
    expect(insights.talk_time.basis).toBe('duration');
    expect(insights.student_talk_percentage).toBe(25);
    expect(insights.patient_talk_percentage).toBe(75);
    expect(insights.talk_time.assessment).toBe('Optimal');
    expect(insights.silence_management.pauses_allowed).toBe(1);
    expect(buildInsights(GOOD_SESSION).silence_management.rating).toBe('not_measured');
  });

  it('reports compliance booleans with their reasons', () => {
    const t = session([
      'Another patient of mine, John, has the same problem.',
      'Oh.',
      'This is bullshit, you are just lazy.',
      'Excuse me?',
      'We could grab a drink after the session sometime.',
      'No thanks.',
    ]);
    const insights = buildInsights(t);
    expect(insights.hipaa_compliance).toBe(false);
    expect(insights.professional_language).toBe(false);
    expect(insights.ethical_boundaries).toBe(false);
    expect(insights.compliance_reasons.ethical_boundaries).toMatch(/#4/);
    expect(insights.supervisor_review_required).toBe(true);
    const clean = buildInsights(GOOD_SESSION);
    expect([clean.hipaa_compliance, clean.ethical_boundaries, clean.professional_language]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('rejects input that is not a transcript', () => {
    expect(() =>
      buildInsights({ utterances: [{ seq: 0, speaker: 'therapist', text: 'Hi' }] } as never),
    ).toThrow();
  });
});
