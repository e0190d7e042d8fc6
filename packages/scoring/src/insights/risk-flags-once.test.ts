// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { SKILL_NAMES, type Insights } from '../schemas/insights.schema';
import { buildInsights } from './build-insights';
import { MISSED_RISK_SESSION, session } from '../../test/sessions.fixture';

const HARMFUL_REPLY = session([
  'What brings you in today?',
  'Honestly, some nights I think everyone would be better off if I was dead.',
  'Come on, you do not really mean that. Everyone feels that way sometimes, just cheer up.',
  'Okay.',
  'We could grab a drink after the session sometime.',
  'No thanks.',
]);

/** Every sentence a view may list about risk: the session's flags, the review reasons, each skill's flags. */
function riskSentences(i: Insights): string[] {
  return [...i.risk_flags, ...i.supervisor_review_reasons, ...SKILL_NAMES.flatMap((n) => i[n].risk_flags)];
}

describe('each risk event is named by one sentence', () => {
  it.each([
    ['missed disclosure', MISSED_RISK_SESSION],
    ['harmful reply and boundary breach', HARMFUL_REPLY],
  ] as const)('%s', (_, transcript) => {
    const insights = buildInsights(transcript);
    const events = insights.risk_flag_details;
    expect(events.some((f) => f.severity === 'high')).toBe(true);
    expect(insights.risk_flags).toEqual(events.map((f) => f.message));
    const distinct = new Set(riskSentences(insights));
    for (const flag of events) {
      const seq = flag.seq ?? flag.patient_seq;
      const naming = [...distinct].filter((s) => new RegExp(`#${seq}\\b`).test(s));
      // The one sentence that names this event (another event's sentence may cite the same line).
      expect(naming.filter((s) => events.every((f) => f === flag || f.message !== s))).toEqual([
        flag.message,
      ]);
    }
  });

  it('gives the supervisor the kinds of concern, without repeating a flag', () => {
    const insights = buildInsights(HARMFUL_REPLY);
    expect(insights.supervisor_review_required).toBe(true);
    expect(insights.supervisor_review_reasons.length).toBeGreaterThan(0);
    for (const reason of insights.supervisor_review_reasons) {
      expect(insights.risk_flags).not.toContain(reason);
      expect(reason).not.toMatch(/#\d/);
    }
    for (const name of SKILL_NAMES)
      for (const flag of insights[name].risk_flags) expect(insights.risk_flags).toContain(flag);
  });
});
