import {
  StatusStatisticsResponseSchema,
  UserListResponseSchema,
  UserSchema,
  type AccountStatus,
  type User,
  type UserType,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeAdmin, makeUser, ok, renderWithApp, signIn } from '../../../../test/support';
import { UserManagement } from './user-management';

const dana = makeUser({ email: 'dana@university.test' });
const sam = makeUser({
  first_name: 'Sam',
  last_name: 'Okafor',
  name: 'Sam Okafor',
  email: 'sam@university.test',
  account_status: 'requested',
  is_active: false,
});

/** The user list filters like the server: search over name and email, and the account status. */
function fakeUsersApi(users: User[] = [dana, sam]) {
  const server = createFakeServer();
  let stored = users;
  server.on('GET', '/users/users', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('account_status');
    const rows = stored.filter(
      (u) =>
        (!search || `${u.name} ${u.email}`.toLowerCase().includes(search)) &&
        (!status || u.account_status === status),
    );
    return ok(UserListResponseSchema, { users: rows, total_count: rows.length });
  });
  server.on('GET', '/users/admin/status-statistics', () =>
    ok(StatusStatisticsResponseSchema, {
      total_users: 12,
      admins: 2,
      active_users: 9,
      inactive_users: 3,
      pending_requests: 1,
      reset_requests: 0,
      by_status: { requested: 1, activated: 9, deactivated: 2, rejected: 0, refused: 0 },
      by_user_type: { customer: 10, moderator: 0, admin: 1, super_admin: 1 },
    }),
  );
  server.on('GET', '/users/admin/users/:id', ({ params }) =>
    ok(
      UserSchema,
      stored.find((u) => u.id === params.id)!,
    ),
  );
  server.on('PUT', '/users/admin/users/:id/account-status', ({ params, body }) => {
    const status = (body as { new_status: AccountStatus }).new_status;
    stored = stored.map((u) =>
      u.id === params.id ? { ...u, account_status: status, is_active: status === 'activated' } : u,
    );
    return ok(
      UserSchema,
      stored.find((u) => u.id === params.id)!,
    );
  });
  server.on('PUT', '/users/admin/users/:id/role', ({ params, body }) => {
    const role = (body as { new_role: UserType }).new_role;
    stored = stored.map((u) => (u.id === params.id ? { ...u, user_type: role } : u));
    return ok(
      UserSchema,
      stored.find((u) => u.id === params.id)!,
    );
  });
  return server;
}

function renderUsers(url = '/admin/users', viewer = makeAdmin()) {
  signIn(viewer);
  return renderWithApp(<UserManagement />, { url, path: '/admin/users' });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('user management filters', () => {
  it('searches on the server after typing stops, and keeps the search in the address', async () => {
    const server = fakeUsersApi();
    const { user, location } = renderUsers();
    await expect.poll(() => screen.queryAllByRole('rowheader').length).toBe(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'sam');

    await expect.poll(() => location().search).toBe('?search=sam');
    await expect.poll(() => screen.queryAllByRole('rowheader').length).toBe(1);
    expect(rowNames()[0]).toContain('Sam Okafor');
    const searches = server.calls('GET', '/users/users').map((r) => r.query.get('search'));
    // One request for the whole word, not one per key.
    expect(searches.filter((s) => s !== null)).toEqual(['sam']);
  });

  it('filters by account status from the select', async () => {
    const server = fakeUsersApi();
    const { user, location } = renderUsers();
    await expect.poll(() => screen.queryAllByRole('rowheader').length).toBe(2);

    await user.selectOptions(screen.getByLabelText('Account status'), 'Pending approval');

    await expect.poll(() => screen.queryAllByRole('rowheader').length).toBe(1);
    expect(rowNames()[0]).toContain('Sam Okafor');
    expect(location().search).toBe('?status=requested');
    expect(server.calls('GET', '/users/users').at(-1)!.query.get('account_status')).toBe('requested');
  });

  it('says so when no user matches', async () => {
    fakeUsersApi();
    const { user } = renderUsers();
    await expect.poll(() => screen.queryAllByRole('rowheader').length).toBe(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');

    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  });
});

describe('user management table', () => {
  it('changes a role inline and confirms it', async () => {
    const server = fakeUsersApi();
    const { user } = renderUsers();
    const role = await screen.findByRole('combobox', { name: 'Role of Dana Moreau' });

    await user.selectOptions(role, 'Moderator');

    expect(await screen.findByText('✓ Successfully updated user role to Moderator')).toBeInTheDocument();
    expect(server.calls('PUT', `/users/admin/users/${dana.id}/role`)[0]!.body).toEqual({
      new_role: 'moderator',
    });
    // A plain admin is never offered the administrator roles.
    expect(within(role).queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens User Details from View and returns focus there on Close', async () => {
    fakeUsersApi();
    const { user, location } = renderUsers();
    // The name is "View" plus a visually hidden " Sam Okafor"; the test DOM may drop the space.
    const view = await screen.findByRole('button', { name: /^View ?Sam Okafor$/ });

    await user.click(view);
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(dialog).getByText('sam@university.test')).toBeInTheDocument();
    expect(location().search).toBe(`?user=${sam.id}`);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
    expect(location().search).toBe('');
  });

  it('opens the User Details of the account named in the address, as other pages link to it', async () => {
    const server = fakeUsersApi();
    const { user, location } = renderUsers(`/admin/users?user=${dana.id}`);

    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText('dana@university.test')).toBeInTheDocument();
    expect(server.calls('GET', `/users/admin/users/${dana.id}`).length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('approves a waiting account with one click beside its status menu', async () => {
    const server = fakeUsersApi();
    const { user } = renderUsers();
    const row = (await screen.findByRole('rowheader', { name: /Sam Okafor/ })).closest('tr')!;
    // Only the waiting account has the buttons.
    const danaRow = screen.getByRole('rowheader', { name: /Dana Moreau/ }).closest('tr')!;
    expect(within(danaRow).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(
      within(row).getByRole('combobox', { name: 'Account status of Sam Okafor' }),
    ).toHaveAccessibleDescription(
      /Rejected: turned down for now, you can still approve it later\. Refused: turned down for good\./,
    );

    await user.click(within(row).getByRole('button', { name: /^Approve ?Sam Okafor$/ }));

    expect(await screen.findByText('✓ Approved Sam Okafor: they can sign in now')).toBeInTheDocument();
    expect(server.calls('PUT', `/users/admin/users/${sam.id}/account-status`)[0]!.body).toEqual({
      new_status: 'activated',
      reason: null,
    });
  });

  it('Reject asks for a reason and sends it with the change', async () => {
    const server = fakeUsersApi();
    const { user } = renderUsers();
    const row = (await screen.findByRole('rowheader', { name: /Sam Okafor/ })).closest('tr')!;
    const reject = within(row).getByRole('button', { name: /^Reject ?Sam Okafor$/ });

    await user.click(reject);
    const dialog = screen.getByRole('dialog', { name: 'Reject Sam Okafor’s account request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/Please give a reason/);
    await user.keyboard('{Escape}');
    expect(reject).toHaveFocus();
    expect(server.calls('PUT', `/users/admin/users/${sam.id}/account-status`)).toHaveLength(0);

    await user.click(reject);
    await user.type(screen.getByLabelText('Reason'), 'Could not confirm enrolment');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));

    expect(await screen.findByText('✓ Rejected Sam Okafor’s account request')).toBeInTheDocument();
    expect(server.calls('PUT', `/users/admin/users/${sam.id}/account-status`)[0]!.body).toEqual({
      new_status: 'rejected',
      reason: 'Could not confirm enrolment',
    });
  });

  it('giving someone an administrator role asks first, naming the person and the role', async () => {
    const server = fakeUsersApi();
    const { user } = renderUsers('/admin/users', makeAdmin({ user_type: 'super_admin' }));
    const role = await screen.findByRole('combobox', { name: 'Role of Dana Moreau' });

    await user.selectOptions(role, 'Super Admin');
    let dialog = screen.getByRole('dialog', { name: 'Make Dana Moreau a Super Admin?' });
    expect(dialog).toHaveAccessibleDescription(/manage .*other administrators|lock out other administrators/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(role).toHaveDisplayValue('Student');
    expect(role).toHaveFocus();
    expect(server.calls('PUT', `/users/admin/users/${dana.id}/role`)).toHaveLength(0);

    await user.selectOptions(role, 'Admin');
    dialog = screen.getByRole('dialog', { name: 'Make Dana Moreau an Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));

    expect(await screen.findByText('✓ Successfully updated user role to Admin')).toBeInTheDocument();
    expect(server.calls('PUT', `/users/admin/users/${dana.id}/role`)[0]!.body).toEqual({ new_role: 'admin' });
  });
});
