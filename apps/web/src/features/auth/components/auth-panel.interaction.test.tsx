import { FORGOT_PASSWORD_MESSAGE, MessageResponseSchema } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, ok, problem, renderWithApp } from '../../../../test/support';
import { AuthPanel } from './auth-panel';

describe('account access tabs', () => {
  it('switches between Sign In and Create Account with the arrow keys', async () => {
    createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });
    const signIn = screen.getByRole('tab', { name: 'Sign In' });
    const create = screen.getByRole('tab', { name: 'Create Account' });

    await user.tab();
    expect(signIn).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    expect(create).toHaveFocus();
    expect(create).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByLabelText('First Name'));

    // Wraps around at either end.
    await user.keyboard('{ArrowRight}');
    expect(signIn).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(create).toHaveFocus();
  });

  it('keeps only the selected tab in the Tab order', async () => {
    createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.tab();
    await user.tab();
    // From the selected tab, Tab goes into the panel, not to the other tab.
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});

describe('forgot password', () => {
  it('opens a dialog with the email field, and Cancel closes it and returns focus', async () => {
    const server = createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });
    const opener = screen.getByRole('button', { name: 'Forgot password?' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    expect(dialog).toHaveAccessibleDescription(
      'Enter the email you registered with. An administrator will be asked to reset your password.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });

  it('closes on Escape', async () => {
    createFakeServer();
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByLabelText('Email', { selector: 'dialog input' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the email and shows the server’s answer, then Close ends it', async () => {
    const server = createFakeServer().on('POST', '/users/forgot-password', () =>
      ok(MessageResponseSchema, { message: FORGOT_PASSWORD_MESSAGE }),
    );
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(dialog).getByLabelText('Email'), '  dana@university.test ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Request' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(server.calls('POST', '/users/forgot-password')[0]!.body).toEqual({
      email: 'dana@university.test',
    });
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the request fails', async () => {
    createFakeServer().on('POST', '/users/forgot-password', () => problem(500, 'Internal error', 'internal'));
    const { user } = renderWithApp(<AuthPanel />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(dialog).getByLabelText('Email'), 'dana@university.test{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to request password reset.');
  });
});
