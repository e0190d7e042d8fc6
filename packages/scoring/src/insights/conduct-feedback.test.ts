// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { SKILL_NAMES, type Insights } from '../schemas/insights.schema';
import { HOSTILITY_CAP } from '../grades';
import { buildInsights } from './build-insights';
import { HARMFUL, HARMFUL_SESSION } from '../../test/feedback.fixture';
import { GOOD_SESSION, session } from '../../test/sessions.fixture';

/** Codes that would mean a line earned credit for listening, asking or warmth. */
const POSITIVE =
  /reflection|question|affirm|collaboration|autonomy|epitome|evoke|greeting|agenda|summary|closing/;
const cites = (text: string, seq: number) => text.includes(`#${seq} “`);

/** GOOD_SESSION with one student line replaced. */
function goodWith(seq: number, text: string) {
  return { utterances: GOOD_SESSION.utterances.map((u) => (u.seq === seq ? { ...u, text } : u)) };
}

describe('harmful lines in the feedback', () => {
  const insights = buildInsights(HARMFUL_SESSION);
  const seqs = Object.values(HARMFUL);

  it('never praises a hurtful line, never calls it the strongest moment, never counts it as good evidence', () => {
    for (const name of SKILL_NAMES) {
      const s = insights[name];
      for (const seq of seqs) {
        expect(
          s.strengths.filter((x) => cites(x, seq)),
          `${name} strengths`,
        ).toEqual([]);
        const good = s.evidence.filter((e) => e.seq === seq && POSITIVE.test(e.code));
        expect(good, `${name} evidence for #${seq}`).toEqual([]);
      }
    }
    for (const seq of seqs) {
      expect(insights.active_listening.feedback).not.toMatch(
        new RegExp(`strongest listening moment was #${seq} `),
      );
      expect(insights.empathy_demonstration.feedback).not.toMatch(new RegExp(`clear example is #${seq} `));
    }
  });

  it('shows each one under what to change in the skill it belongs to, with plain advice', () => {
    const areas = (s: keyof Insights & (typeof SKILL_NAMES)[number]) => insights[s].areas_for_improvement;
    const empathy = areas('empathy_demonstration');
    const conduct = areas('boundary_maintenance');
    expect(empathy.find((x) => cites(x, HARMFUL.reassurance))).toMatch(/Acknowledge what they feel/);
    expect(empathy.find((x) => cites(x, HARMFUL.invalidation))).toMatch(/Acknowledge what they feel/);
    expect(conduct.find((x) => cites(x, HARMFUL.hostility))).toMatch(/hostile or insulting.*respectful/);
    // A judging line that also insults is named for the insult, the more hurtful of the two.
    expect(conduct.find((x) => cites(x, HARMFUL.judgement))).toMatch(
      /judges or blames.*without blame|hostile or insulting.*respectful/,
    );
  });

  it('leads the session feedback with them', () => {
    // The insult and the judging line come first, the most hurtful of the four.
    const first = insights.immediate_feedback.slice(0, 2);
    expect(first.some((x) => cites(x, HARMFUL.hostility))).toBe(true);
    expect(first.some((x) => cites(x, HARMFUL.judgement))).toBe(true);
    expect(insights.session_summary).toContain(
      `(${seqs
        .sort((x, y) => x - y)
        .map((s) => `#${s}`)
        .join(', ')}) could hurt the patient`,
    );
  });
});

describe('professional conduct', () => {
  const clean = buildInsights(GOOD_SESSION).boundary_maintenance;

  it('loses points for an insult and stops praising the frame', () => {
    const insulted = buildInsights(goodWith(18, 'You are pathetic.'));
    const b = insulted.boundary_maintenance;
    expect(clean.score).toBeGreaterThanOrEqual(80);
    expect(b.score).toBeLessThanOrEqual(65);
    expect(b.strengths.join(' ')).not.toMatch(/professional frame/);
    expect(b.feedback).not.toMatch(/No boundary, privacy or language concerns/);
    expect(b.areas_for_improvement[0]).toMatch(/^#18 “You are pathetic” is hostile or insulting/);
    expect(insulted.professional_language).toBe(false);
    expect(insulted.overall_score).toBeLessThan(buildInsights(GOOD_SESSION).overall_score - 5);
  });

  it('loses points for blaming the patient', () => {
    const blamed = buildInsights(goodWith(18, 'Honestly, you brought this on yourself by drinking so much.'));
    expect(blamed.boundary_maintenance.score).toBeLessThanOrEqual((clean.score ?? 0) - 20);
    expect(blamed.boundary_maintenance.areas_for_improvement.join(' ')).toMatch(/#18 .* judges or blames/);
  });

  it('does not praise the frame of a session too short to show one', () => {
    const short = buildInsights(session(['What brings you in today?', 'My sleep.']));
    expect(short.boundary_maintenance.strengths.join(' ')).not.toMatch(/professional frame/);
  });
});

describe('an insult caps the grade', () => {
  it('keeps an otherwise strong session with one insult below a C, and says why', () => {
    const clean = buildInsights(GOOD_SESSION);
    const studentSeq = GOOD_SESSION.utterances.filter((u) => u.speaker === 'student')[3]!.seq;
    const insulted = buildInsights(goodWith(studentSeq, 'Honestly, you sound pathetic.'));
    expect(clean.overall_score).toBeGreaterThan(HOSTILITY_CAP);
    expect(insulted.overall_score).toBeLessThanOrEqual(HOSTILITY_CAP);
    expect(insulted.session_summary).toMatch(/Insulting or mocking the patient caps the grade/);
  });
});
