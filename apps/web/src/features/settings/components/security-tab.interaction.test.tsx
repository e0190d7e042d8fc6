import { UpdatePasswordResponseSchema } from '@practicum/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  accessToken,
  createFakeServer,
  makeSettings,
  ok,
  problem,
  renderWithApp,
} from '../../../../test/support';
import { authStore } from '../../../lib/api';
import { SecurityTab } from './security-tab';

function renderSecurity() {
  const onPrivacyChange = vi.fn();
  const rendered = renderWithApp(
    <SecurityTab privacy={makeSettings().privacy} onPrivacyChange={onPrivacyChange} />,
    { url: '/settings?tab=security', path: '/settings' },
  );
  return { ...rendered, onPrivacyChange };
}

const field = (label: string) => screen.getByLabelText(label);

describe('change password (the stricter rules of Settings)', () => {
  it('lists every broken rule at once, beside each field', async () => {
    const server = createFakeServer();
    const { user } = renderSecurity();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(field('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(field('New password')).toHaveAccessibleDescription('New password is required');
    expect(field('Confirm new password')).toHaveAccessibleDescription('Please confirm the new password');
    expect(server.requests).toHaveLength(0);
  });

  it('names the first missing kind of character, and clears errors as they are fixed', async () => {
    createFakeServer();
    const { user } = renderSecurity();

    await user.type(field('Current password'), 'OldPass1!');
    await user.type(field('New password'), 'short1!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');

    await user.type(field('New password'), 'xyz');
    expect(field('New password')).toHaveAccessibleDescription('Password must contain an uppercase letter');

    await user.type(field('New password'), 'A');
    expect(field('New password')).not.toHaveAttribute('aria-invalid');
    expect(field('Confirm new password')).toHaveAccessibleDescription('Please confirm the new password');

    await user.type(field('Confirm new password'), 'short1!');
    expect(field('Confirm new password')).toHaveAccessibleDescription('New passwords do not match');
    await user.type(field('Confirm new password'), 'xyzA');
    expect(field('Confirm new password')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses the current password as the new one', async () => {
    createFakeServer();
    const { user } = renderSecurity();

    await user.type(field('Current password'), 'Same-Pass1');
    await user.type(field('New password'), 'Same-Pass1');
    await user.type(field('Confirm new password'), 'Same-Pass1{Enter}');

    expect(field('New password')).toHaveAccessibleDescription(
      'New password must be different from the current password',
    );
  });

  it('rates the new password as it is typed', async () => {
    createFakeServer();
    const { user } = renderSecurity();
    const meter = screen.getByRole('meter', { name: 'Password strength' });

    expect(meter).toHaveAttribute('aria-valuetext', 'Very Weak (0 of 5)');
    await user.type(field('New password'), 'abc');
    expect(meter).toHaveAttribute('aria-valuetext', 'Very Weak (1 of 5)');
    await user.type(field('New password'), 'DEF12');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong (4 of 5)');
    await user.type(field('New password'), '!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Very Strong (5 of 5)');
    expect(screen.getByText('A symbol')).toHaveTextContent('(met)');
  });

  it('changes the password, keeps this sign-in with the new tokens and empties the form', async () => {
    const fresh = accessToken();
    const server = createFakeServer().on('PUT', '/users/update-password', () =>
      ok(UpdatePasswordResponseSchema, {
        message: 'Password updated successfully!',
        access_token: fresh,
        refresh_token: 'refresh-after-change',
        token_type: 'bearer',
        expires_in: 3600,
      }),
    );
    const { user } = renderSecurity();

    await user.type(field('Current password'), 'OldPass1!');
    await user.type(field('New password'), 'NewPass2?');
    await user.type(field('Confirm new password'), 'NewPass2?');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(server.calls('PUT', '/users/update-password')[0]!.body).toEqual({
      current_password: 'OldPass1!',
      new_password: 'NewPass2?',
      confirm_password: 'NewPass2?',
    });
    expect(authStore.getRefreshToken()).toBe('refresh-after-change');
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
  });

  it('shows the server’s reason when the current password is wrong', async () => {
    createFakeServer().on('PUT', '/users/update-password', () =>
      problem(400, 'Current password is incorrect', 'invalid_password'),
    );
    const { user } = renderSecurity();

    await user.type(field('Current password'), 'WrongPass1!');
    await user.type(field('New password'), 'NewPass2?');
    await user.type(field('Confirm new password'), 'NewPass2?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(field('New password')).toHaveValue('NewPass2?');
  });
});

describe('privacy switches', () => {
  it('report the flipped value', async () => {
    createFakeServer();
    const { user, onPrivacyChange } = renderSecurity();

    const recording = screen.getByRole('switch', { name: 'Record my sessions' });
    expect(recording).toHaveAccessibleDescription(
      'Keep the audio of each session so you can replay and download it.',
    );
    recording.focus();
    await user.keyboard(' ');

    expect(onPrivacyChange).toHaveBeenCalledWith({ session_recording: false });
  });
});
