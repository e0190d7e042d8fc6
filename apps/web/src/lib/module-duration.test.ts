import { describe, expect, it } from 'vitest';
import { MODULES } from '@practicum/contract';
import { moduleDurationLabel } from './module-duration';

describe('moduleDurationLabel', () => {
  it('says the landing page modules as they have always read', () => {
    expect(MODULES.slice(0, 3).map(moduleDurationLabel)).toEqual([
      '4 sessions · about 2 hours',
      '5 sessions · about 3 hours',
      '3 sessions · about 90 minutes',
    ]);
  });

  it('says one session and one hour in the singular', () => {
    expect(moduleDurationLabel({ persona_ids: ['a'], estimated_minutes: 60 })).toBe(
      '1 session · about 1 hour',
    );
  });
});
