// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { disclosesRisk } from './risk';

describe('disclosesRisk', () => {
  it.each([
    'Some nights I think everyone would be better off if I was dead.',
    "I've been thinking about killing myself.",
    'I just do not want to be here any more.',
    'I cut myself again last night.',
    'I wish I could go to sleep and not wake up.',
    'I thought about taking all my pills.',
  ])('hears a disclosure in %j', (text) => {
    expect(disclosesRisk(text)).toBe(true);
  });

  it.each([
    'No, I would never hurt myself.',
    "I'm not suicidal, I'm just tired.",
    'Work has been killing me this week.',
    'I want to cut down on the wine.',
  ])('does not take %j for a disclosure', (text) => {
    expect(disclosesRisk(text)).toBe(false);
  });
});
