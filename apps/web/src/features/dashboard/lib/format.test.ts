import { describe, expect, it } from 'vitest';
import { adminBadgeTone, hours, minutes, plural, slug, universityAndYear, yearLabel } from './format';

describe('score colours', () => {
  it('bands the admin badge 90 green, 80 yellow, else red', () => {
    expect(adminBadgeTone(90)).toBe('green');
    expect(adminBadgeTone(85)).toBe('amber');
    expect(adminBadgeTone(79.9)).toBe('red');
    expect(adminBadgeTone(0)).toBe('red');
  });
});

describe('formatting', () => {
  it('shows minutes and hours', () => {
    expect(minutes(600)).toBe('10 min');
    expect(minutes(89)).toBe('1 min');
    expect(minutes(null)).toBe('—');
    expect(minutes(12)).toBe('<1 min');
    expect(minutes(0)).toBe('0 min');
    expect(hours(2.456)).toBe('2.5');
    expect(hours(0)).toBe('0');
  });

  it('names years with Resident for 6', () => {
    expect(yearLabel(3)).toBe('Year 3');
    expect(yearLabel(6)).toBe('Resident');
    expect(yearLabel(null)).toBeNull();
    expect(universityAndYear('Oxford', 6)).toBe('Oxford · Resident');
    expect(universityAndYear(' ', null)).toBe('N/A');
    expect(universityAndYear(null, 2)).toBe('Year 2');
  });

  it('pluralizes and slugs', () => {
    expect(plural(1, 'session')).toBe('1 session');
    expect(plural(2, 'session')).toBe('2 sessions');
    expect(slug('Sarah Johnson (MDD)')).toBe('sarah-johnson-mdd');
    expect(slug('***')).toBe('session');
  });
});
