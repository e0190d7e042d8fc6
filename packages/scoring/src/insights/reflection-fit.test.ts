// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { codeTranscript } from '@practicum/coder';
import { buildInsights } from './build-insights';
import { pairSession, REFLECTION_PAIRS } from '../../test/feedback.fixture';

describe('reflections that do not fit what the patient said', () => {
  it.each(REFLECTION_PAIRS.map((p) => [p.name, p] as const))(
    '%s: the same lines against another patient lose at least 10 points',
    (_, pair) => {
      const fitting = pairSession(pair.student, pair.own);
      const swapped = pairSession(pair.student, pair.other);
      // The premise: against the other patient the coder hears the reflections as misfits.
      const misfits = codeTranscript(swapped).filter((c) => c.reflection_fit === 'misfit');
      expect(misfits.length).toBeGreaterThanOrEqual(2);
      const own = buildInsights(fitting);
      const other = buildInsights(swapped);
      expect(own.overall_score - other.overall_score).toBeGreaterThanOrEqual(10);
      expect(other.active_listening.score ?? 0).toBeLessThan(own.active_listening.score ?? 0);
      expect(other.metrics.reflections).toBeLessThan(own.metrics.reflections);
    },
  );

  it('names each missed reflection in plain words and never praises it', () => {
    const pair = REFLECTION_PAIRS[0]!;
    const t = pairSession(pair.student, pair.other);
    const insights = buildInsights(t);
    const misfits = codeTranscript(t).filter((c) => c.reflection_fit === 'misfit');
    const al = insights.active_listening;
    expect(al.areas_for_improvement[0]).toMatch(
      new RegExp(`^#${misfits[0]!.seq} “.*” reflected something the patient had not said`),
    );
    expect(al.feedback).toMatch(/did not match what the patient had said and were not counted/);
    for (const c of misfits) {
      expect(al.strengths.join(' ')).not.toContain(`#${c.seq} “`);
      expect(insights.empathy_demonstration.strengths.join(' ')).not.toContain(`#${c.seq} “`);
    }
  });
});
