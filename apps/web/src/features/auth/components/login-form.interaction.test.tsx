import {
  ACCOUNT_STATUS_LOGIN_MESSAGES,
  INVALID_CREDENTIALS_MESSAGE,
  LoginResponseSchema,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accessToken,
  createFakeServer,
  deferred,
  makeUser,
  ok,
  problem,
  renderWithApp,
  type FakeReply,
} from '../../../../test/support';
import { authStore } from '../../../lib/api';
import { AuthPanel } from './auth-panel';

const loginAnswer = (user = makeUser()) =>
  ok(LoginResponseSchema, {
    access_token: accessToken(),
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 3600,
    user,
  });

describe('sign in', () => {
  it('sends the typed email and password and keeps the session', async () => {
    const server = createFakeServer();
    const student = makeUser();
    server.on('POST', '/auth/login', () => loginAnswer(student));
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'dana.moreau@university.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await expect.poll(() => authStore.getUser()?.id).toBe(student.id);
    expect(server.calls('POST', '/auth/login')).toHaveLength(1);
    expect(server.calls('POST', '/auth/login')[0]!.body).toEqual({
      username: 'dana.moreau@university.test',
      password: 'correct horse',
    });
  });

  it('submits with Enter from the password field', async () => {
    const server = createFakeServer().on('POST', '/auth/login', () => loginAnswer());
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'dana@university.test');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    await expect.poll(() => server.calls('POST', '/auth/login').length).toBe(1);
  });

  it('shows the server text when the credentials are wrong, and keeps what was typed', async () => {
    createFakeServer().on('POST', '/auth/login', () =>
      problem(401, INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials'),
    );
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'dana@university.test');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS_MESSAGE);
    expect(screen.getByLabelText('Email')).toHaveValue('dana@university.test');
    expect(authStore.getUser()).toBeNull();
  });

  it('tells a pending account why it cannot sign in yet', async () => {
    createFakeServer().on('POST', '/auth/login', () =>
      problem(403, ACCOUNT_STATUS_LOGIN_MESSAGES.requested, 'account_requested'),
    );
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'new@university.test');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_STATUS_LOGIN_MESSAGES.requested);
  });

  it('does not call the server while the required fields are empty', async () => {
    const server = createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(server.requests).toHaveLength(0);
  });

  it('disables Sign In while the request is on its way', async () => {
    const answer = deferred<FakeReply>();
    createFakeServer().on('POST', '/auth/login', () => answer.promise);
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'dana@university.test');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    const button = screen.getByRole('button', { name: 'Sign In' });
    await expect.poll(() => button.hasAttribute('disabled')).toBe(true);
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer.resolve(loginAnswer());
    await expect.poll(() => button.hasAttribute('disabled')).toBe(false);
  });

  it('shows and hides the password with its toggle', async () => {
    createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('moves through the form with Tab in reading order', async () => {
    createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  });

  it('says what is missing in its own words, next to the fields, and focuses the first', async () => {
    const server = createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(server.requests).toHaveLength(0);
  });

  it('asks for a valid email in the forgot-password dialog before sending anything', async () => {
    const server = createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    const email = within(dialog).getByLabelText('Email');
    await user.type(email, 'not-an-email');

    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Request' }));

    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });
});
