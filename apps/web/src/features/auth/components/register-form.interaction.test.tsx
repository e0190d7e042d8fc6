import { SIGNUP_SUCCESS_MESSAGE, SignupResponseSchema } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, ok, problem, renderWithApp } from '../../../../test/support';
import { AuthPanel } from './auth-panel';

function renderSignup() {
  const rendered = renderWithApp(<AuthPanel initialMode="register" />, { url: '/register' });
  const fill = async (values: { first?: string; last?: string; email?: string; password?: string }) => {
    const { user } = rendered;
    if (values.first !== undefined) await user.type(screen.getByLabelText('First Name'), values.first);
    if (values.last !== undefined) await user.type(screen.getByLabelText('Last Name'), values.last);
    if (values.email !== undefined) await user.type(screen.getByLabelText('Email'), values.email);
    if (values.password !== undefined) await user.type(screen.getByLabelText('Password'), values.password);
  };
  return { ...rendered, fill };
}

describe('create account', () => {
  it('explains the password rule before anything is typed', () => {
    createFakeServer();
    renderSignup();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
  });

  it('refuses a password under 6 characters, next to the field, without calling the server', async () => {
    const server = createFakeServer();
    const { user, fill } = renderSignup();

    await fill({ first: 'Dana', email: 'dana@university.test', password: 'abc12' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(server.requests).toHaveLength(0);
  });

  it('an empty form gets the app’s messages beside each required field, the first one focused', async () => {
    const server = createFakeServer();
    const { user } = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const first = screen.getByLabelText('First Name');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a password over 128 characters', async () => {
    const server = createFakeServer();
    const { user, fill } = renderSignup();

    await fill({ first: 'Dana', email: 'dana@university.test' });
    // Pasting: typing 129 characters one by one is slow and tells nothing more.
    await user.click(screen.getByLabelText('Password'));
    await user.paste('a'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at most 128 characters',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('asks for a first name when only spaces were typed', async () => {
    createFakeServer();
    const { user, fill } = renderSignup();

    await fill({ first: '   ', email: 'dana@university.test', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
  });

  it('sends the trimmed details and shows the pending-approval screen, then goes back to sign in', async () => {
    const server = createFakeServer().on('POST', '/auth/signup', () =>
      ok(SignupResponseSchema, { message: SIGNUP_SUCCESS_MESSAGE }, 201),
    );
    const { user, fill } = renderSignup();

    await fill({ first: ' Dana ', last: 'Moreau', email: 'dana@university.test', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Registration Successful' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SIGNUP_SUCCESS_MESSAGE);
    expect(server.calls('POST', '/auth/signup')[0]!.body).toEqual({
      first_name: 'Dana',
      last_name: 'Moreau',
      email: 'dana@university.test',
      password: 'secret1',
    });
    const steps = within(screen.getByRole('list'));
    expect(steps.getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the server’s reason when sign-up is refused', async () => {
    createFakeServer().on('POST', '/auth/signup', () =>
      problem(429, 'Too many requests. Please try again in 1 minute.', 'rate_limited'),
    );
    const { user, fill } = renderSignup();

    await fill({ first: 'Dana', email: 'dana@university.test', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 1 minute.',
    );
    expect(screen.queryByRole('heading', { name: 'Registration Successful' })).not.toBeInTheDocument();
  });

  it('joins the messages of a validation answer from the server', async () => {
    createFakeServer().on('POST', '/auth/signup', () =>
      problem(
        422,
        [
          { loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'value_error' },
          { loc: ['body', 'password'], msg: 'Password is too common', type: 'value_error' },
        ],
        'validation_error',
      ),
    );
    const { user, fill } = renderSignup();

    await fill({ first: 'Dana', email: 'dana@university.test', password: 'password' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address, Password is too common',
    );
  });
});
