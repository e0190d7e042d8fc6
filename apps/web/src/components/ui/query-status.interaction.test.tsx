import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStatus } from './query-status';

describe('QueryStatus', () => {
  it('shows a spinner named for what loads', () => {
    render(
      <QueryStatus
        query={{ isPending: true, error: null, refetch: vi.fn() }}
        loading="Loading modules"
        failure="Failed to load modules"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading modules');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why loading failed and asks again on Try again', async () => {
    const refetch = vi.fn();
    render(
      <QueryStatus
        query={{ isPending: false, error: new Error('Server unavailable'), refetch }}
        loading="Loading your assignments"
        failure="Failed to load your assignments"
      />,
    );
    expect(screen.getByText(/Failed to load your assignments/).closest('p')).toHaveTextContent(
      // An error that is not the server's answer says to try again.
      'Failed to load your assignments: please try again',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
