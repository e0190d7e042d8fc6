// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { type ScoringUtterance } from '@practicum/coder';
import { silence } from './silence';
import { talkTime } from './talk-time';

const u = (
  seq: number,
  speaker: 'student' | 'patient',
  text: string,
  start?: number,
  end?: number,
): ScoringUtterance => ({
  seq,
  speaker,
  text,
  ...(start === undefined ? {} : { start_ms: start, end_ms: end }),
});

describe('talkTime', () => {
  it('uses measured durations when every utterance has them', () => {
    const t = talkTime([
      u(0, 'student', 'How have things been?', 0, 3000),
      u(1, 'patient', 'Not great, honestly.', 3500, 12500),
      u(2, 'student', 'Tell me more.', 13000, 14000),
    ]);
    expect(t.basis).toBe('duration');
    expect(t.student).toBe(4000);
    expect(t.patient).toBe(9000);
    expect(t.studentPercent).toBeCloseTo(30.8, 1);
    expect(t.patientPercent).toBeCloseTo(69.2, 1);
    expect(t.optimal).toBe(true);
  });

  it('falls back to word counts when durations are missing or partial', () => {
    const t = talkTime([
      u(0, 'student', 'one two three four', 0, 1000),
      u(1, 'patient', 'one two three four five six seven eight nine ten eleven twelve'),
    ]);
    expect(t.basis).toBe('words');
    expect(t.student).toBe(4);
    expect(t.patient).toBe(12);
    expect(t.studentPercent).toBe(25);
    expect(t.optimal).toBe(true);
  });

  it('marks a student who talks most of the time as needing adjustment', () => {
    const t = talkTime([u(0, 'student', 'a b c d e f g h'), u(1, 'patient', 'a b')]);
    expect(t.studentPercent).toBe(80);
    expect(t.optimal).toBe(false);
  });

  it('finds the longest run of consecutive student speech', () => {
    const t = talkTime([
      u(0, 'student', 'one two'),
      u(1, 'patient', 'yes'),
      u(2, 'student', 'one two three'),
      u(3, 'student', 'four five six seven'),
      u(4, 'patient', 'okay'),
    ]);
    expect(t.longestMonologue).toEqual({ seq: 2, endSeq: 3, words: 7, ms: null });
    expect(t.monologueShare).toBeCloseTo(7 / 9, 5);
  });

  it('handles an empty transcript', () => {
    expect(talkTime([])).toMatchObject({
      studentPercent: 0,
      patientPercent: 0,
      optimal: false,
      longestMonologue: null,
    });
  });
});

describe('silence', () => {
  it('counts interruptions and pauses from the gaps between turns', () => {
    const s = silence([
      u(0, 'patient', 'I have been struggling.', 0, 4000),
      u(1, 'student', 'That sounds hard.', 3000, 5000),
      u(2, 'patient', 'It is.', 5500, 7000),
      u(3, 'student', 'Tell me more.', 11000, 12000),
      u(4, 'patient', 'Well.', 12500, 13000),
      u(5, 'student', 'Go on.', 13500, 14000),
    ]);
    expect(s.measured).toBe(true);
    expect(s.interruptions).toEqual([1]);
    expect(s.pausesAllowed).toEqual([3]);
    expect(s.handovers).toBe(3);
    expect(s.medianResponseMs).toBe(500);
  });

  it('claims nothing without timings', () => {
    expect(silence([u(0, 'patient', 'Hi'), u(1, 'student', 'Hello')]).measured).toBe(false);
  });
});
