import { describe, expect, it } from 'vitest';
import { passedChecks, passwordStrength, securityFormErrors } from './password-rules';

describe('password strength meter', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['ABC', 1, 'Very Weak'],
    ['12345678', 2, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcDEF', 2, 'Weak'],
    ['abcdEFGH', 3, 'Fair'],
    ['abc123!', 3, 'Fair'],
    ['abcdefg1!', 4, 'Strong'],
    ['Abcdefg1', 4, 'Strong'],
    ['ABCDEFG1!', 4, 'Strong'],
    ['Abc1!', 4, 'Strong'],
    ['Abcdefg1!', 5, 'Very Strong'],
    ['Correct-Horse-Battery-9', 5, 'Very Strong'],
    ['Ünïcödé1?', 5, 'Very Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('counts each kind once, however many times it appears', () => {
    expect(passwordStrength('!!!!!!!!')).toEqual({ score: 2, label: 'Weak' });
    expect(passedChecks('aB3$')).toEqual({
      length: false,
      upper: true,
      lower: true,
      digit: true,
      symbol: true,
    });
  });

  it('does not count spaces as symbols', () => {
    expect(passedChecks('abc def').symbol).toBe(false);
  });
});

describe('Settings > Security form rules', () => {
  const valid = { current_password: 'old-pass', new_password: 'New-pass-1', confirm_password: 'New-pass-1' };

  it('accepts a password meeting every rule', () => {
    expect(securityFormErrors(valid)).toEqual({});
  });

  it.each([
    [{ current_password: '' }, 'current_password', 'Current password is required'],
    [{ new_password: '', confirm_password: '' }, 'new_password', 'New password is required'],
    [
      { new_password: 'Ab1!xyz', confirm_password: 'Ab1!xyz' },
      'new_password',
      'Password must be at least 8 characters',
    ],
    [
      { new_password: 'new-pass-1', confirm_password: 'new-pass-1' },
      'new_password',
      'Password must contain an uppercase letter',
    ],
    [
      { new_password: 'NEW-PASS-1', confirm_password: 'NEW-PASS-1' },
      'new_password',
      'Password must contain a lowercase letter',
    ],
    [
      { new_password: 'New-pass-x', confirm_password: 'New-pass-x' },
      'new_password',
      'Password must contain a number',
    ],
    [
      { new_password: 'Newpass12', confirm_password: 'Newpass12' },
      'new_password',
      'Password must contain a symbol',
    ],
    [
      { current_password: 'Same-pass-1', new_password: 'Same-pass-1', confirm_password: 'Same-pass-1' },
      'new_password',
      'New password must be different from the current password',
    ],
    [{ confirm_password: 'New-pass-2' }, 'confirm_password', 'New passwords do not match'],
    [{ confirm_password: '' }, 'confirm_password', 'Please confirm the new password'],
  ])('%j: %s says "%s"', (change, field, message) => {
    expect(securityFormErrors({ ...valid, ...change })[field]).toBe(message);
  });

  it('reports a mismatch even while the new password is still too weak', () => {
    const errors = securityFormErrors({
      current_password: 'x',
      new_password: 'weak',
      confirm_password: 'other',
    });
    expect(errors.new_password).toBe('Password must be at least 8 characters');
    expect(errors.confirm_password).toBe('New passwords do not match');
  });
});
