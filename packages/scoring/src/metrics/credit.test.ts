// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { codeTranscript } from '@practicum/coder';
import { HARMFUL, HARMFUL_SESSION, pairSession, REFLECTION_PAIRS } from '../../test/feedback.fixture';
import { credit, harmsOf, isEvidence } from './credit';

describe('credit', () => {
  it('counts a misfit as a turn without a reflection and without understanding', () => {
    const pair = REFLECTION_PAIRS[0]!;
    const misfits = codeTranscript(pairSession(pair.student, pair.other)).filter(
      (c) => c.reflection_fit === 'misfit',
    );
    expect(misfits.length).toBeGreaterThan(0);
    for (const c of misfits) {
      const counted = credit(c);
      expect(counted.codes).not.toContain('simple_reflection');
      expect(counted.codes).not.toContain('complex_reflection');
      expect(counted.empathy.interpretations).toBe('none');
      expect(counted.structure).not.toContain('summary');
      expect(isEvidence(c)).toBe(true);
    }
  });

  it('gives a harmful line nothing but its confrontation or persuasion', () => {
    const codes = codeTranscript(HARMFUL_SESSION);
    for (const seq of Object.values(HARMFUL)) {
      const c = codes.find((x) => x.seq === seq)!;
      expect(harmsOf(c).length, `#${seq}`).toBeGreaterThan(0);
      const counted = credit(c);
      expect(
        counted.codes.every((x) => x === 'confront' || x === 'persuade' || x === 'giving_information'),
      ).toBe(true);
      expect(counted.questions).toBe(0);
      expect(counted.structure).toEqual([]);
      expect(Object.values(counted.empathy)).toEqual(['none', 'none', 'none']);
    }
  });
});
