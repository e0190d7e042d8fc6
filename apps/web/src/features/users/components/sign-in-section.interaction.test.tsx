import {
  MessageResponseSchema,
  ProgressSchema,
  SignInStateSchema,
  SKILL_KEYS,
  UserSchema,
  type SignInState,
  type User,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeAdmin, makeUser, ok, renderWithApp, signIn } from '../../../../test/support';
import { UserDetailsModal } from './user-details-modal';

/** The server's copy of one account's sign-in: unlock and end-sessions change it. */
function fakeSignInApi(target: User, initial: SignInState) {
  const server = createFakeServer();
  let state = initial;
  const path = `/users/admin/users/${target.id}`;
  server.on('GET', path, () => ok(UserSchema, target));
  server.on('GET', `/admin/users/${target.id}/progress`, () =>
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
  server.on('GET', `${path}/sign-in`, () => ok(SignInStateSchema, state));
  server.on('POST', `${path}/unlock`, () => {
    state = { ...state, failed_attempts: 0, locked_until: null };
    return ok(MessageResponseSchema, { message: 'Sign-in unlocked.' });
  });
  server.on('POST', `${path}/end-sessions`, () => {
    state = { ...state, live_sessions: 0 };
    return ok(MessageResponseSchema, { message: 'Signed out everywhere.' });
  });
  return { server, path };
}

function renderDetails(target: User, viewer: User = makeAdmin()) {
  signIn(viewer);
  const rendered = renderWithApp(
    <UserDetailsModal userId={target.id} initial={target} viewer={viewer} onClose={() => {}} />,
    { url: '/admin/users' },
  );
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'User Details' }) };
}

const lockedUntil = new Date(Date.now() + 14 * 60_000).toISOString();

describe('user details: sign-in', () => {
  it('shows a locked account as Locked, and Unlock sign-in clears it', async () => {
    const target = makeUser();
    const { server, path } = fakeSignInApi(target, {
      failed_attempts: 10,
      locked_until: lockedUntil,
      live_sessions: 0,
    });
    const { user, dialog } = renderDetails(target);
    const section = await within(dialog).findByRole('region', { name: 'Sign-in' });
    expect(await within(section).findByText(/^Locked until .* after 10 failed sign-ins\.$/)).toBeVisible();
    expect(within(section).getByText('Locked', { selector: 'span' })).toBeVisible();
    expect(within(section).getByText('Not signed in anywhere.')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Unlock sign-in' }));
    expect(await within(dialog).findByText('✓ Sign-in unlocked for Dana Moreau')).toBeVisible();
    expect(server.calls('POST', `${path}/unlock`)).toHaveLength(1);
    expect(await within(section).findByText('No failed sign-ins.')).toBeVisible();
    expect(within(section).queryByText('Locked', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('ends every session of the user only after a confirmation', async () => {
    const target = makeUser();
    const { server, path } = fakeSignInApi(target, {
      failed_attempts: 0,
      locked_until: null,
      live_sessions: 2,
    });
    const { user, dialog } = renderDetails(target);
    const section = await within(dialog).findByRole('region', { name: 'Sign-in' });
    await user.click(await within(section).findByRole('button', { name: 'End all sessions' }));

    const confirm = screen.getByRole('dialog', { name: "End all of Dana Moreau's sessions?" });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST', `${path}/end-sessions`)).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'End all sessions' }));
    await user.click(
      within(screen.getByRole('dialog', { name: "End all of Dana Moreau's sessions?" })).getByRole('button', {
        name: 'End all sessions',
      }),
    );
    expect(await within(dialog).findByText('✓ Dana Moreau was signed out everywhere')).toBeVisible();
    expect(server.calls('POST', `${path}/end-sessions`)).toHaveLength(1);
    expect(await within(section).findByText('Not signed in anywhere.')).toBeVisible();
  });

  it('offers no sign-in actions on an administrator to a plain admin', async () => {
    const target = makeUser({
      user_type: 'super_admin',
      first_name: 'Sam',
      last_name: 'Root',
      name: 'Sam Root',
    });
    fakeSignInApi(target, { failed_attempts: 10, locked_until: lockedUntil, live_sessions: 1 });
    const { dialog } = renderDetails(target);
    const section = await within(dialog).findByRole('region', { name: 'Sign-in' });
    expect(await within(section).findByText(/^Locked until/)).toBeVisible();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
