import { INVALID_CREDENTIALS_MESSAGE, LoginResponseSchema } from '@practicum/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessToken, createFakeServer, makeUser, ok, problem, renderWithApp } from '../../../../test/support';
import { authStore } from '../../../lib/api';
import { AuthPanel } from './auth-panel';

describe('sign in', () => {
  it('sends the typed email and password and keeps the session', async () => {
    const server = createFakeServer();
    const student = makeUser();
    server.on('POST', '/auth/login', () =>
      ok(LoginResponseSchema, {
        access_token: accessToken(),
        refresh_token: 'refresh-1',
        token_type: 'bearer',
        expires_in: 3600,
        user: student,
      }),
    );
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'dana.moreau@university.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await expect.poll(() => server.calls('POST', '/auth/login').length).toBe(1);
    expect(server.calls('POST', '/auth/login')[0]!.body).toEqual({
      username: 'dana.moreau@university.test',
      password: 'correct horse',
    });
    await expect.poll(() => authStore.getUser()?.id).toBe(student.id);
  });

  it('shows the server text when the credentials are wrong', async () => {
    const server = createFakeServer();
    server.on('POST', '/auth/login', () => problem(401, INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials'));
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'dana@university.test');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS_MESSAGE);
  });
});
