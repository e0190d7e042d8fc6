import { describe, expect, it } from 'vitest';
import { evidenceLabel } from './evidence-label';

describe('evidenceLabel', () => {
  it('says what a line did instead of the coder’s code', () => {
    expect(evidenceLabel('complex_reflection')).toBe('Reflection (adds meaning)');
    expect(evidenceLabel('question_open')).toBe('Open question');
    expect(evidenceLabel('epitome:interpretation')).toBe('Shows understanding');
    expect(evidenceLabel('cssrs:method')).toBe('Asked about method');
    expect(evidenceLabel('invalidation')).toBe('Dismisses feelings');
    expect(evidenceLabel('persuade (question form)')).toBe('Advice phrased as a question');
  });

  it('never shows underscores or prefixes, even for codes it does not know', () => {
    for (const code of ['cssrs:access_to_guns', 'epitome:something_new', 'brand_new_code'])
      expect(evidenceLabel(code)).not.toMatch(/[_:]|epitome|cssrs/);
    expect(evidenceLabel('cssrs:access_to_guns')).toBe('Asked about access to guns');
    expect(evidenceLabel('brand_new_code')).toBe('Brand new code');
  });
});
