import { describe, expect, it } from 'vitest';
import { flaggedTranscriptLines } from './flagged-lines';

const MISSED =
  'The patient disclosed suicide or self-harm risk at #4 and the next student turns did not screen, explore, safety-plan or refer.';
const DISMISSED = 'The response at #5 to the risk disclosure at #4 dismissed, minimised or moralised.';

describe('flaggedTranscriptLines', () => {
  it('finds each line a flag names, with every flag naming it, in line order', () => {
    const lines = flaggedTranscriptLines(
      {
        risk_flags: [DISMISSED, MISSED, 'Professional boundary concern at #9.'],
        // The crisis skill repeats the session's sentence for the same event: still one flag.
        crisis_management: { score: 20, risk_flags: [MISSED, DISMISSED] },
        supervisor_review_reasons: ['A suicide or self-harm disclosure went without a timely response.'],
      },
      [1, 2, 3, 4, 5, 6, 9],
    );
    expect([...lines]).toEqual([
      [4, [DISMISSED, MISSED]],
      [5, [DISMISSED]],
      [9, ['Professional boundary concern at #9.']],
    ]);
  });

  it('leaves out a line the transcript does not hold, and finds nothing without flags', () => {
    expect([...flaggedTranscriptLines({ risk_flags: ['Unprofessional language at #12.'] }, [1, 2])]).toEqual(
      [],
    );
    expect(flaggedTranscriptLines({ risk_flags: [] }, [1]).size).toBe(0);
    expect(flaggedTranscriptLines(null, [1]).size).toBe(0);
  });

  it('does not read "#12" as line 1 or a number inside a word as a line', () => {
    const lines = flaggedTranscriptLines(
      { risk_flags: ['Unprofessional language at #12.', 'Room #1a booked.'] },
      [1, 12],
    );
    expect([...lines.keys()]).toEqual([12]);
  });
});
