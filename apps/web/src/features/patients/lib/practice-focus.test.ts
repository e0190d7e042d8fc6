import { describe, expect, it } from 'vitest';
import { practiceFocus } from './practice-focus';

describe('practiceFocus', () => {
  it('names what the condition, the risk and the style train, in that order', () => {
    expect(
      practiceFocus({
        condition_category: 'ptsd',
        risk_level: 'active_ideation_with_plan',
        style: 'hostile',
      }),
    ).toEqual([
      'Trauma-informed questioning without pushing for detail',
      'Suicide risk assessment and safety planning when there is a plan',
      'Staying calm and non-defensive when the patient is hostile',
    ]);
  });

  it('leaves out what does not apply', () => {
    expect(practiceFocus({ condition_category: 'other', risk_level: 'none', style: 'guarded' })).toEqual([
      'Building trust with a guarded patient who shares little at first',
    ]);
  });
});
