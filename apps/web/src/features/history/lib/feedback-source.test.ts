import { describe, expect, it } from 'vitest';
import { feedbackSourceLabel } from './feedback-source';

describe('feedbackSourceLabel', () => {
  it('names the model that wrote the feedback, or says it is offline feedback', () => {
    expect(feedbackSourceLabel({ kind: 'model', model: 'gpt-4o-mini' })).toBe(
      'Feedback written by gpt-4o-mini',
    );
    expect(feedbackSourceLabel({ kind: 'model' })).toBe('Feedback written by a language model');
    expect(feedbackSourceLabel({ kind: 'offline' })).toBe('Offline feedback');
    expect(
      feedbackSourceLabel({
        kind: 'offline',
        model: 'gpt-4o-mini',
        error: 'the chat model did not answer in time',
      }),
    ).toBe('Offline feedback');
  });

  it('shows nothing when the insights do not say', () => {
    expect(feedbackSourceLabel(undefined)).toBeNull();
    expect(feedbackSourceLabel(null)).toBeNull();
  });
});
