import {
  MessageResponseSchema,
  PASSWORD_RESET_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  ProgressSchema,
  SKILL_KEYS,
  UserSchema,
  type AccountStatus,
  type User,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeUser,
  ok,
  problem,
  renderWithApp,
  signIn,
} from '../../../../test/support';
import { UserDetailsModal } from './user-details-modal';

/** The server's copy of the user: GETs read it, the admin's changes write it. */
function fakeUserApi(initial: User) {
  const server = createFakeServer();
  let stored = initial;
  const path = `/users/admin/users/${initial.id}`;
  server.on('GET', path, () => ok(UserSchema, stored));
  // A student's details also show their progress; these students have no scored session yet.
  server.on('GET', `/admin/users/${initial.id}/progress`, () =>
    ok(ProgressSchema, {
      sessions: [],
      skills: SKILL_KEYS.map((skill) => ({
        skill,
        recent_average: null,
        previous_average: null,
        change: null,
        trend: null,
      })),
      weakest_skill: null,
      suggestion: null,
    }),
  );
  server.on('PUT', `${path}/account-status`, ({ body }) => {
    const status = (body as { new_status: AccountStatus }).new_status;
    stored = { ...stored, account_status: status, is_active: status === 'activated' };
    return ok(UserSchema, stored);
  });
  server.on('PUT', `${path}/status`, ({ body }) => {
    stored = { ...stored, is_active: (body as { is_active: boolean }).is_active };
    return ok(UserSchema, stored);
  });
  return { server, path };
}

function renderDetails(target: User, viewer: User = makeAdmin()) {
  signIn(viewer);
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <UserDetailsModal userId={target.id} initial={target} viewer={viewer} onClose={onClose} />,
    {
      url: '/admin/users',
    },
  );
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'User Details' }) };
}

describe('user details: approving a sign-up', () => {
  it('asks first, naming the person, then activates the account with the typed reason', async () => {
    const pending = makeUser({ account_status: 'requested', is_active: false });
    const { server, path } = fakeUserApi(pending);
    const { user, dialog } = renderDetails(pending);
    const status = within(dialog).getByRole('combobox', { name: 'Account status of Dana Moreau' });
    expect(status).toHaveDisplayValue('Pending approval');
    expect(status).toHaveAccessibleDescription(
      /Rejected: turned down for now.*Refused: turned down for good/,
    );
    expect(within(dialog).getByText('Inactive', { selector: 'span' })).toBeInTheDocument();

    await user.selectOptions(status, 'Activated');

    const confirm = screen.getByRole('dialog', { name: 'Approve Dana Moreau?' });
    expect(confirm).toHaveAccessibleDescription('They can sign in at once.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(server.calls('PUT', `${path}/account-status`)).toHaveLength(0);
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Enrolment checked');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    const confirmation = await within(dialog).findByText(
      '✓ Successfully updated account status to Activated',
    );
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Approve Dana Moreau?' })).not.toBeInTheDocument();
    expect(server.calls('PUT', `${path}/account-status`)[0]!.body).toEqual({
      new_status: 'activated',
      reason: 'Enrolment checked',
    });
    expect(status).toHaveDisplayValue('Activated');
    expect(within(dialog).getByText('Active', { selector: 'span' })).toBeInTheDocument();
    // An activated account can now be suspended.
    expect(within(dialog).getByRole('button', { name: 'Make inactive' })).toBeInTheDocument();
  });

  it('Cancel (or Escape) changes nothing and gives focus back to the menu', async () => {
    const pending = makeUser({ account_status: 'requested', is_active: false });
    const { server, path } = fakeUserApi(pending);
    const { user, dialog } = renderDetails(pending);
    const status = within(dialog).getByRole('combobox', { name: /Account status/ });

    await user.selectOptions(status, 'Deactivated');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: /Deactivated\?/ })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Details' })).toBeInTheDocument();
    expect(status).toHaveDisplayValue('Pending approval');
    expect(status).toHaveFocus();
    expect(server.calls('PUT', `${path}/account-status`)).toHaveLength(0);
  });

  it('refusing needs a reason, which goes to the server with the change', async () => {
    const pending = makeUser({ account_status: 'requested', is_active: false });
    const { server, path } = fakeUserApi(pending);
    const { user, dialog } = renderDetails(pending);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Account status/ }), 'Refused');
    const confirm = screen.getByRole('dialog', { name: 'Change Dana Moreau’s account status to Refused?' });
    const reason = within(confirm).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Refuse request' }));
    expect(reason).toHaveAccessibleDescription(/Please give a reason/);
    expect(server.calls('PUT', `${path}/account-status`)).toHaveLength(0);

    await user.type(reason, 'Not enrolled in the programme');
    await user.click(within(confirm).getByRole('button', { name: 'Refuse request' }));

    expect(await within(dialog).findByText(/Successfully updated account status to Refused/)).toBeVisible();
    expect(server.calls('PUT', `${path}/account-status`)[0]!.body).toEqual({
      new_status: 'refused',
      reason: 'Not enrolled in the programme',
    });
  });
});

describe('user details: suspending an account', () => {
  it('asks first, then makes an active account inactive and shows it', async () => {
    const active = makeUser();
    const { server, path } = fakeUserApi(active);
    const { user, dialog } = renderDetails(active);

    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    const confirm = screen.getByRole('dialog', { name: 'Make Dana Moreau inactive?' });
    expect(confirm).toHaveAccessibleDescription(/signed out everywhere/);
    expect(server.calls('PUT', `${path}/status`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Make inactive' }));

    expect(await within(dialog).findByText('✓ Made inactive')).toBeInTheDocument();
    expect(server.calls('PUT', `${path}/status`)[0]!.body).toEqual({ is_active: false });
    expect(within(dialog).getByText('Inactive', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Make active' })).toBeInTheDocument();
  });

  it('shows the server’s refusal with a cross, and the error can be dismissed', async () => {
    const active = makeUser();
    const { server, path } = fakeUserApi(active);
    server.once('PUT', `${path}/status`, () =>
      problem(403, 'Only a super admin can manage administrator accounts', 'forbidden'),
    );
    const { user, dialog } = renderDetails(active);

    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make Dana Moreau inactive?' })).getByRole('button', {
        name: 'Make inactive',
      }),
    );

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('✗ Only a super admin can manage administrator accounts');
    expect(within(dialog).getByText('Active', { selector: 'span' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('user details: what an admin may not change', () => {
  it('locks the controls on the admin’s own account and says why', () => {
    const viewer = makeAdmin();
    fakeUserApi(viewer);
    const { dialog } = renderDetails(viewer, viewer);

    expect(within(dialog).getByRole('combobox', { name: /Account status/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /Make (in)?active/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('You cannot change your own account here.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Use Profile & Security to change your own password.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toBeDisabled();
  });
});

describe('user details: admin password reset', () => {
  it('keeps Reset Password disabled until both fields hold something', async () => {
    const target = makeUser();
    fakeUserApi(target);
    const { user, dialog } = renderDetails(target);
    const reset = within(dialog).getByRole('button', { name: 'Reset Password' });

    expect(reset).toBeDisabled();
    await user.type(within(dialog).getByLabelText('New Password'), 'secret1');
    expect(reset).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Confirm Password'), 's');
    expect(reset).toBeEnabled();
  });

  it('says when the passwords differ or are too short, and sends nothing', async () => {
    const target = makeUser();
    const { server, path } = fakeUserApi(target);
    const { user, dialog } = renderDetails(target);
    const form = within(within(dialog).getByRole('form', { name: 'Admin Password Reset' }));

    await user.type(form.getByLabelText('New Password'), 'secret1');
    await user.type(form.getByLabelText('Confirm Password'), 'secret2');
    await user.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);

    await user.clear(form.getByLabelText('New Password'));
    await user.type(form.getByLabelText('New Password'), 'abc');
    await user.clear(form.getByLabelText('Confirm Password'));
    await user.type(form.getByLabelText('Confirm Password'), 'abc{Enter}');
    expect(form.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(server.calls('POST', `${path}/reset-password`)).toHaveLength(0);
  });

  it('sets the new password, confirms and empties the fields', async () => {
    const target = makeUser({ reset_request: true, reset_requested_at: '2026-03-03T08:00:00.000Z' });
    const { server, path } = fakeUserApi(target);
    server.on('POST', `${path}/reset-password`, () =>
      ok(MessageResponseSchema, { message: PASSWORD_RESET_MESSAGE }),
    );
    const { user, dialog } = renderDetails(target);
    expect(within(dialog).getByText('Password reset requested')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New Password'), 'temporary-42');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'temporary-42');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));

    expect(await within(dialog).findByText(PASSWORD_RESET_MESSAGE)).toBeInTheDocument();
    expect(server.calls('POST', `${path}/reset-password`)[0]!.body).toEqual({
      new_password: 'temporary-42',
      confirm_password: 'temporary-42',
    });
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Confirm Password')).toHaveValue('');
  });
});

describe('user details: closing', () => {
  it('closes with the Close button and with Escape', async () => {
    const target = makeUser();
    fakeUserApi(target);
    const { user, dialog, onClose } = renderDetails(target);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByLabelText('New Password'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
