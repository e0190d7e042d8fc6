import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarToneOf, initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Rania Al-Khatib')).toBe('RA');
    expect(initialsOf('Mary Ann van der Berg')).toBe('MB');
    expect(initialsOf('leo')).toBe('L');
    expect(initialsOf('  Zoë   Ångström ')).toBe('ZÅ');
  });

  it('skips punctuation and says "?" when no letter is left', () => {
    expect(initialsOf('"Jo" (O’Neil)')).toBe('JO');
    expect(initialsOf('🙂')).toBe('?');
    expect(initialsOf('')).toBe('?');
  });
});

describe('avatarToneOf', () => {
  it('gives a name the same colour every time, and different names different colours', () => {
    expect(avatarToneOf('Aisha Rahman')).toBe(avatarToneOf('Aisha Rahman'));
    const names = ['Aisha Rahman', 'Kevin Tran', 'Leo Fischer', 'Maya Thompson', 'Ray Delgado', 'Hana Sato'];
    expect(new Set(names.map(avatarToneOf)).size).toBeGreaterThan(2);
    for (const name of names) expect(AVATAR_TONES).toContain(avatarToneOf(name));
  });
});
