import {
  DEFAULT_SETTINGS,
  NotificationChannelsSchema,
  SettingsSchema,
  StorageUsageSchema,
  UserSchema,
  type Settings,
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
import { SettingsView } from './settings-view';

/** The settings document lives on the fake server: PUT merges groups in, DELETE restores defaults. */
function fakeSettingsApi(initial: Settings = makeSettings(), email = true) {
  const server = createFakeServer();
  let stored = initial;
  server.on('GET', '/notifications/channels', () => ok(NotificationChannelsSchema, { in_app: true, email }));
  server.on('GET', '/voice/settings/', () => ok(SettingsSchema, stored));
  server.on('GET', '/voice/data/usage', () =>
    ok(StorageUsageSchema, {
      used_bytes: 0,
      quota_bytes: null,
      recordings: 0,
      quota_reached: false,
      retention_days: null,
    }),
  );
  server.on('PUT', '/voice/settings/', ({ body }) => {
    const patch = body as Partial<Settings>;
    stored = SettingsSchema.parse({
      notifications: { ...stored.notifications, ...patch.notifications },
      audio: { ...stored.audio, ...patch.audio },
      display: { ...stored.display, ...patch.display },
      privacy: { ...stored.privacy, ...patch.privacy },
    });
    return ok(SettingsSchema, stored);
  });
  server.on('DELETE', '/voice/settings/', () => {
    stored = makeSettings();
    return ok(SettingsSchema, stored);
  });
  return server;
}

function renderSettings(url = '/settings', student: User = makeUser({ university: 'Leeds', year: 2 })) {
  signIn(student);
  return renderWithApp(<SettingsView header={<h1>Settings</h1>} />, { url, path: '/settings' });
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('settings tabs by keyboard', () => {
  it('moves between tabs with the arrow keys, Home and End, and keeps the tab in the address', async () => {
    fakeSettingsApi();
    const { user, location } = renderSettings();

    await user.tab();
    expect(tab('Profile')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(tab('Notifications')).toHaveFocus();
    expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
    expect(location().search).toBe('?tab=notifications');
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Data')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Download my data' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Security')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();

    await user.keyboard('{End}{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Data')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Profile')).toHaveFocus();
    expect(location().search).toBe('');
  });

  it('leaves the tab list with Tab into the selected panel', async () => {
    fakeSettingsApi();
    const { user } = renderSettings('/settings?tab=audio');

    expect(tab('Audio')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(tab('Audio')).toHaveFocus();
    await user.tab();
    const panel = screen.getByRole('tabpanel', { name: 'Audio' });
    expect(panel).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('switch', { name: 'Audio enabled' })).toHaveFocus();
  });
});

describe('saving settings', () => {
  it('saves a changed switch and confirms it', async () => {
    const server = fakeSettingsApi();
    const { user } = renderSettings('/settings?tab=notifications');

    const comments = await screen.findByRole('switch', { name: 'Reviewer comments' });
    expect(comments).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();

    await user.click(comments);
    expect(comments).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const body = server.calls('PUT', '/voice/settings/')[0]!.body as Settings;
    expect(body.notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, feedback: false });
    expect(body.audio).toEqual(DEFAULT_SETTINGS.audio);
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('keeps a choice made with the keyboard across tabs and saves it', async () => {
    const server = fakeSettingsApi();
    const { user } = renderSettings('/settings?tab=display');

    const light = await screen.findByRole('radio', { name: /^Light/ });
    await user.click(light);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Dark/ })).toBeChecked();

    // Switching tabs keeps the unsaved draft.
    await user.click(tab('Notifications'));
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await screen.findByText('Settings saved successfully!');
    const body = server.calls('PUT', '/voice/settings/')[0]!.body as Settings;
    expect(body.display.theme).toBe('dark');
    expect(body.notifications.email_notifications).toBe(false);
  });

  it('shows why saving failed and keeps the changes', async () => {
    const server = fakeSettingsApi();
    server.once('PUT', '/voice/settings/', () =>
      problem(503, 'Settings are read-only right now', 'unavailable'),
    );
    const { user } = renderSettings('/settings?tab=notifications');

    await user.click(await screen.findByRole('switch', { name: 'Reviewer comments' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save settings: Settings are read-only right now',
    );
    expect(screen.getByRole('switch', { name: 'Reviewer comments' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });
});

describe('notification choices', () => {
  it('offers only email choices that do something: none without a mail server', async () => {
    fakeSettingsApi(makeSettings(), false);
    renderSettings('/settings?tab=notifications');

    expect(await screen.findByText(/This server does not send email/)).toBeInTheDocument();
    expect(screen.queryAllByRole('switch')).toEqual([]);
  });

  it('makes reviewer comments depend on email, and offers admins only email', async () => {
    fakeSettingsApi();
    const { user } = renderSettings('/settings?tab=notifications');

    const email = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(screen.queryByRole('switch', { name: 'Session reminders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Product updates' })).not.toBeInTheDocument();
    await user.click(email);
    const comments = screen.getByRole('switch', { name: 'Reviewer comments' });
    expect(comments).toBeDisabled();
    expect(comments).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Turn on email notifications to choose this.')).toBeInTheDocument();
  });

  it('shows an admin what their bell lists and no reviewer comments choice', async () => {
    fakeSettingsApi();
    renderSettings('/settings?tab=notifications', makeAdmin());

    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();
    expect(screen.getByText(/password reset requests/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Reviewer comments' })).not.toBeInTheDocument();
  });
});

describe('reset to defaults', () => {
  it('asks first, with Cancel focused; Cancel changes nothing', async () => {
    const server = fakeSettingsApi(makeSettings({ display: { ...DEFAULT_SETTINGS.display, theme: 'dark' } }));
    const { user } = renderSettings('/settings?tab=display');
    await screen.findByRole('radio', { name: /^Dark/ });

    const opener = screen.getByRole('button', { name: 'Reset to Defaults' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reset all settings?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(server.calls('DELETE', '/voice/settings/')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /^Dark/ })).toBeChecked();
  });

  it('restores the defaults when confirmed', async () => {
    const server = fakeSettingsApi(makeSettings({ display: { ...DEFAULT_SETTINGS.display, theme: 'dark' } }));
    const { user } = renderSettings('/settings?tab=display');
    await screen.findByRole('radio', { name: /^Dark/ });

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset all settings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Defaults' }));

    expect(await screen.findByText('Settings reset to their defaults.')).toBeInTheDocument();
    expect(server.calls('DELETE', '/voice/settings/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Light/ })).toBeChecked();
  });
});

describe('profile tab', () => {
  it('saves the edited names, university and year', async () => {
    const student = makeUser({ university: 'Leeds', year: 2 });
    const server = fakeSettingsApi();
    server.on('PUT', '/users/me', ({ body }) => ok(UserSchema, { ...student, ...(body as Partial<User>) }));
    const { user } = renderSettings('/settings', student);

    const first = screen.getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Danielle');
    await user.selectOptions(screen.getByLabelText('Year'), 'Resident');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(server.calls('PUT', '/users/me')[0]!.body).toEqual({
      first_name: 'Danielle',
      last_name: 'Moreau',
      university: 'Leeds',
      year: 6,
    });
  });

  it('asks for a first name instead of sending an empty one', async () => {
    const server = fakeSettingsApi();
    const { user } = renderSettings();

    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(server.calls('PUT', '/users/me')).toHaveLength(0);
  });
});
