// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { hashedGrams } from './ngrams';

describe('hashed word features of the learned reading', () => {
  it('hears the same words whatever the apostrophes, case and spacing', () => {
    expect(hashedGrams('You’re   OVERREACTING, honestly.', 4096)).toEqual(
      hashedGrams("you're overreacting honestly", 4096),
    );
  });

  it('counts word pairs as well as words, each bucket once and in order', () => {
    const words = hashedGrams('calm down', 1 << 20);
    expect(words).toHaveLength(3);
    expect(words).toEqual([...words].sort((a, b) => a - b));
    expect(hashedGrams('down calm', 1 << 20)).not.toEqual(words);
    expect(hashedGrams('calm calm calm', 1 << 20)).toHaveLength(2);
  });

  it('stays inside the buckets and is empty for a line with no words', () => {
    const buckets = hashedGrams('Well, that was a bit irresponsible of you, wasn’t it?', 64);
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.every((b) => Number.isInteger(b) && b >= 0 && b < 64)).toBe(true);
    expect(hashedGrams(' ... ?! ', 64)).toEqual([]);
  });
});
