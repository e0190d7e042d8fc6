// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { type MitiCode, type UtteranceCoding } from '@practicum/coder';
import { mitiSummary } from './miti';

function coding(seq: number, codes: MitiCode[], questions = 0): UtteranceCoding {
  return {
    seq,
    primary: codes[0] ?? 'facilitate',
    codes,
    structure: [],
    empathy: { emotional_reactions: 'none', interpretations: 'none', explorations: 'none' },
    risk: [],
    annomi: { main: 'other', question_subtype: null, reflection_subtype: null },
    acts: [],
    conduct: [],
    reflection_fit: null,
    risk_screen: null,
    questions,
    words: 5,
  };
}

describe('mitiSummary', () => {
  it('computes the MITI summary scores', () => {
    const m = mitiSummary([
      coding(0, ['question_open'], 1),
      coding(2, ['question_closed'], 1),
      coding(4, ['simple_reflection']),
      coding(6, ['complex_reflection']),
      coding(8, ['complex_reflection', 'question_open'], 1),
      coding(10, ['complex_reflection']),
      coding(12, ['affirm']),
      coding(14, ['persuade']),
      coding(16, ['confront']),
      coding(18, ['emphasising_autonomy', 'seeking_collaboration']),
      coding(20, ['facilitate']),
    ]);
    expect(m.questions).toBe(3);
    expect(m.openQuestions).toBe(2);
    expect(m.reflections).toBe(4);
    expect(m.complexReflections).toBe(3);
    expect(m.reflectionToQuestion).toBeCloseTo(4 / 3, 2);
    expect(m.percentComplex).toBe(75);
    expect(m.percentOpen).toBeCloseTo(66.7, 1);
    expect(m.adherent).toBe(3);
    expect(m.nonAdherent).toBe(2);
    expect(m.substantive).toBe(10);
    expect(m.counts.complex_reflection).toBe(3);
  });

  it('reports ratios as null rather than dividing by zero', () => {
    const m = mitiSummary([coding(0, ['facilitate'])]);
    expect(m.reflectionToQuestion).toBeNull();
    expect(m.percentComplex).toBeNull();
    expect(m.percentOpen).toBeNull();
  });

  it('counts turns with two or more questions as stacked', () => {
    expect(mitiSummary([coding(0, ['question_closed'], 3), coding(2, ['question_open'], 1)]).stacked).toBe(1);
  });
});
