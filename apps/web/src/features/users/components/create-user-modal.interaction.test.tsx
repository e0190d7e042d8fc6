import { StatusStatisticsResponseSchema, UserListResponseSchema, UserSchema } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeUser,
  ok,
  problem,
  renderWithApp,
  signIn,
} from '../../../../test/support';
import { UserManagement } from './user-management';

function fakeApi() {
  const server = createFakeServer();
  server.on('GET', '/users/users', () => ok(UserListResponseSchema, { users: [makeUser()], total_count: 1 }));
  server.on('GET', '/users/admin/status-statistics', () =>
    ok(StatusStatisticsResponseSchema, {
      total_users: 1,
      admins: 0,
      active_users: 1,
      inactive_users: 0,
      pending_requests: 0,
      reset_requests: 0,
      by_status: { requested: 0, activated: 1, deactivated: 0, rejected: 0, refused: 0 },
      by_user_type: { customer: 1, moderator: 0, admin: 0, super_admin: 0 },
    }),
  );
  return server;
}

async function openCreateUser() {
  signIn(makeAdmin());
  const rendered = renderWithApp(<UserManagement />, { url: '/admin/users' });
  const opener = screen.getByRole('button', { name: 'Create User' });
  await rendered.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Create User' });
  return { ...rendered, opener, dialog, form: within(dialog) };
}

describe('create user', () => {
  it('requires all four fields and says which are missing', async () => {
    const server = fakeApi();
    const { user, form } = await openCreateUser();

    await user.click(form.getByRole('button', { name: 'Create User' }));

    expect(form.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(form.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(server.calls('POST', '/users/admin/create-user')).toHaveLength(0);
  });

  it('checks the email address', async () => {
    fakeApi();
    const { user, form } = await openCreateUser();

    await user.type(form.getByLabelText('First Name'), 'Lee');
    await user.type(form.getByLabelText('Last Name'), 'Park');
    await user.type(form.getByLabelText('Email'), 'lee-at-university');
    await user.type(form.getByLabelText('Password'), 'secret1{Enter}');

    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('creates the account with the chosen type, closes and confirms on the page', async () => {
    const server = fakeApi();
    server.on('POST', '/users/admin/create-user', ({ body }) =>
      ok(UserSchema, makeUser({ email: (body as { email: string }).email, user_type: 'moderator' }), 201),
    );
    const { user, form, opener } = await openCreateUser();
    expect(form.getByLabelText('User Type')).toHaveDisplayValue('Student');

    await user.type(form.getByLabelText('First Name'), 'Lee');
    await user.type(form.getByLabelText('Last Name'), 'Park');
    await user.type(form.getByLabelText('Email'), 'lee.park@university.test');
    await user.type(form.getByLabelText('Password'), 'temporary1');
    await user.selectOptions(form.getByLabelText('User Type'), 'Moderator');
    await user.click(form.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('✓ Created lee.park@university.test')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    const call = server.calls('POST', '/users/admin/create-user')[0]!;
    expect(call.query.get('user_type')).toBe('moderator');
    expect(call.body).toEqual({
      first_name: 'Lee',
      last_name: 'Park',
      email: 'lee.park@university.test',
      password: 'temporary1',
    });
  });

  it('keeps the dialog open with the server’s reason when the email is taken', async () => {
    const server = fakeApi();
    server.on('POST', '/users/admin/create-user', () =>
      problem(409, 'Email already registered', 'email_taken'),
    );
    const { user, form, dialog } = await openCreateUser();

    await user.type(form.getByLabelText('First Name'), 'Lee');
    await user.type(form.getByLabelText('Last Name'), 'Park');
    await user.type(form.getByLabelText('Email'), 'dana.moreau@university.test');
    await user.type(form.getByLabelText('Password'), 'temporary1{Enter}');

    expect(await form.findByRole('alert')).toHaveTextContent('Email already registered');
    expect(dialog).toBeInTheDocument();
  });

  it('Cancel closes without creating anything', async () => {
    const server = fakeApi();
    const { user, form, opener } = await openCreateUser();

    await user.type(form.getByLabelText('First Name'), 'Lee');
    await user.click(form.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(server.calls('POST', '/users/admin/create-user')).toHaveLength(0);
  });
});
