import { describe, expect, it } from 'vitest';
import { describeEntries, humanize, levelLabel, readAssessment, valueText } from './value-text';

describe('humanize', () => {
  it('turns keys into labels', () => {
    expect(humanize('active_listening')).toBe('Active listening');
    expect(humanize('talkRatio')).toBe('Talk Ratio');
    expect(humanize('words-per-minute')).toBe('Words per minute');
  });
});

describe('valueText', () => {
  it('renders any JSON value on one line', () => {
    expect(valueText(null)).toBe('N/A');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(false)).toBe('No');
    expect(valueText(3.14159)).toBe('3.14');
    expect(valueText('calm')).toBe('calm');
    expect(valueText([])).toBe('None');
    expect(valueText(['a', 2, true])).toBe('a, 2, Yes');
    expect(valueText({ open_questions: 4, ratio: 0.5 })).toBe('Open questions: 4; Ratio: 0.5');
  });
});

describe('describeEntries', () => {
  it('lists an object as labelled lines and anything else as nothing', () => {
    expect(describeEntries({ words_per_minute: 120, notes: null })).toEqual([
      { key: 'words_per_minute', label: 'Words per minute', text: '120' },
      { key: 'notes', label: 'Notes', text: 'N/A' },
    ]);
    expect(describeEntries(null)).toEqual([]);
    expect(describeEntries([1])).toEqual([]);
  });
});

describe('levelLabel', () => {
  it('turns tokens into words and leaves sentences alone but for a capital', () => {
    expect(levelLabel('high')).toBe('High');
    expect(levelLabel('needs_attention')).toBe('Needs attention');
    expect(levelLabel('building well-paced rapport')).toBe('Building well-paced rapport');
    expect(levelLabel(4)).toBe('4');
    expect(levelLabel('  ')).toBeNull();
    expect(levelLabel(null)).toBeNull();
  });
});

describe('readAssessment', () => {
  it('splits a rated object into rating, reason and measures', () => {
    expect(
      readAssessment({
        rating: 'needs_attention',
        interruptions: 3,
        median_response_ms: null,
        reason: 'You cut in.',
      }),
    ).toEqual({
      headline: 'Needs attention',
      reason: 'You cut in.',
      details: [{ key: 'interruptions', label: 'Interruptions', text: '3' }],
    });
  });

  it('takes a sentence or number as the headline, and nothing as nothing', () => {
    expect(readAssessment('Calm pauses')).toEqual({ headline: 'Calm pauses', reason: null, details: [] });
    expect(readAssessment(null)).toEqual({ headline: null, reason: null, details: [] });
  });
});
