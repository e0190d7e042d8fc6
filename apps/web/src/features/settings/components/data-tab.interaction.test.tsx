import {
  DataSettingsSchema,
  MessageResponseSchema,
  NotificationChannelsSchema,
  SettingsSchema,
  StorageUsageSchema,
  type DataSettings,
  type StorageUsage,
  type User,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeSettings,
  makeUser,
  ok,
  problem,
  renderWithApp,
  signIn,
} from '../../../../test/support';
import { authStore } from '../../../lib/api';
import { SettingsView } from './settings-view';

const MB = 1024 * 1024;
const usage = (overrides: Partial<StorageUsage> = {}): StorageUsage => ({
  used_bytes: 3 * MB,
  quota_bytes: 10 * MB,
  recordings: 4,
  quota_reached: false,
  retention_days: 90,
  ...overrides,
});

function fakeDataApi(
  current: StorageUsage = usage(),
  rules: DataSettings = { retention_days: 90, storage_quota_mb: 10 },
) {
  const server = createFakeServer();
  let stored = rules;
  server.on('GET', '/notifications/channels', () =>
    ok(NotificationChannelsSchema, { in_app: true, email: true }),
  );
  server.on('GET', '/voice/settings/', () => ok(SettingsSchema, makeSettings()));
  server.on('GET', '/voice/data/usage', () => ok(StorageUsageSchema, current));
  server.on('GET', '/voice/data/settings', () => ok(DataSettingsSchema, stored));
  server.on('PUT', '/voice/data/settings', ({ body }) => {
    stored = DataSettingsSchema.parse(body);
    return ok(DataSettingsSchema, stored);
  });
  return server;
}

function renderData(viewer: User = makeUser()) {
  signIn(viewer);
  return renderWithApp(<SettingsView header={<h1>Settings</h1>} />, {
    url: '/settings?tab=data',
    path: '/settings',
  });
}

describe('Settings > Data for a student', () => {
  it('shows the storage used against the quota and the retention period, without the admin rules', async () => {
    fakeDataApi();
    renderData();
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && el.textContent === '3.0 MB of 10 MB used (4 recordings).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Recording storage used' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByText(/deleted 90 days after a session; scores and reports stay/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Institution data rules' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says when the quota is reached that new sessions are not recorded', async () => {
    fakeDataApi(usage({ used_bytes: 10 * MB, quota_reached: true }));
    renderData();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New sessions run without a recording until you delete some sessions',
    );
  });

  it('deletes the account only with the password and DELETE typed, and says why a wrong password fails', async () => {
    const server = fakeDataApi();
    server.once('POST', '/voice/data/erase', () => problem(400, 'Password is incorrect', 'invalid_password'));
    server.on('POST', '/voice/data/erase', () =>
      ok(MessageResponseSchema, { message: 'Your account and all its data have been deleted.' }),
    );
    const { user } = renderData();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    // Enter after the password alone deletes nothing: DELETE has not been typed.
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one{Enter}');
    expect(server.calls('POST', '/voice/data/erase')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(authStore.getAccessToken()).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-one{Enter}');
    await expect.poll(() => authStore.getAccessToken()).toBeNull();
    expect(server.calls('POST', '/voice/data/erase').map((c) => c.body)).toEqual([
      { password: 'wrong-one' },
      { password: 'right-one' },
    ]);
  });
});

describe('Settings > Data for an admin', () => {
  it('changes the retention period and the quota, refusing values out of range', async () => {
    const server = fakeDataApi();
    const { user } = renderData(makeAdmin());
    const days = await screen.findByRole('textbox', { name: 'Retention period (days)' });
    expect(days).toHaveValue('90');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save data rules' }));
    expect(days).toHaveAccessibleDescription(/whole days from 1 to 3650/);
    expect(server.calls('PUT', '/voice/data/settings')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '30');
    await user.clear(screen.getByRole('textbox', { name: 'Storage quota per user (MB)' }));
    await user.click(screen.getByRole('button', { name: 'Save data rules' }));
    expect(await screen.findByText('Data rules saved.')).toBeInTheDocument();
    expect(server.calls('PUT', '/voice/data/settings').map((c) => c.body)).toEqual([
      { retention_days: 30, storage_quota_mb: null },
    ]);
  });
});
