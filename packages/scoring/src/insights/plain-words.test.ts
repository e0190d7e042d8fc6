// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { SKILL_NAMES, type Insights } from '../schemas/insights.schema';
import { buildInsights } from './build-insights';
import { ALL_SESSIONS } from '../../test/feedback.fixture';
import {
  HANDLED_RISK_SESSION,
  MISSED_RISK_SESSION,
  POOR_SESSION,
  session,
} from '../../test/sessions.fixture';

/** Everything a student reads (resources aside, which name their sources), without the quotes of their own words (which may hold anything). */
function studentFacing(i: Insights): string[] {
  const skills = SKILL_NAMES.flatMap((n) => [
    i[n].feedback,
    ...i[n].strengths,
    ...i[n].areas_for_improvement,
    ...i[n].immediate_feedback,
    ...i[n].risk_flags,
  ]);
  return [
    i.session_summary,
    ...i.immediate_feedback,
    ...i.long_term_development,
    ...i.risk_flags,
    ...i.supervisor_review_reasons,
    i.talk_time.reason,
    i.silence_management.reason,
    i.session_structure.reason,
    i.engagement_detail.reason,
    i.rapport_detail.reason,
    ...Object.values(i.compliance_reasons),
    ...skills,
  ].map((s) => s.replace(/“[^”]*”/g, '“…”'));
}

/** A coder's label: snake_case words or a prefix:code pair (question_open, cssrs:method). */
const CODE = /\b[a-z]+(?:[:_][a-z]+)+\b/;

describe('student-facing feedback is in plain words', () => {
  const transcripts = [
    ...ALL_SESSIONS,
    POOR_SESSION,
    MISSED_RISK_SESSION,
    HANDLED_RISK_SESSION,
    session(['Hi.', 'Hi.', "I'm sure it will all be fine, don't worry.", 'Okay.']),
  ];

  it.each(transcripts.map((t, i) => [i, t] as const))('transcript %i has no internal codes', (_, t) => {
    for (const text of studentFacing(buildInsights(t))) {
      expect(text, text).not.toMatch(CODE);
      expect(text, text).not.toMatch(/\b(?:epitome|cssrs|miti):/i);
      // Nor the names of coding manuals and their abbreviations, which mean nothing to a student.
      expect(text, text).not.toMatch(/\b(?:EPITOME|MITI|R:Q)\b/);
      // A figure with nothing to count is left out, never shown as "n/a".
      expect(text, text).not.toMatch(/\bn\/a\b/);
    }
  });
});
