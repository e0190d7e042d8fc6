import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirmation } from './delete-confirmation';

const removal = (over: Partial<Parameters<typeof DeleteConfirmation>[0]['remove']> = {}) => ({
  isPending: false,
  isError: false,
  error: null,
  reset: vi.fn(),
  mutate: vi.fn(),
  ...over,
});

const props = {
  id: 'c1',
  title: 'Delete Year 3?',
  description: 'The cohort will be deleted.',
  confirmLabel: 'Delete cohort',
  failure: 'Failed to delete the cohort',
};

describe('DeleteConfirmation', () => {
  it('deletes the item once confirmed, and closes when that went through', async () => {
    const remove = removal({ mutate: vi.fn((_id: string, o: { onSuccess: () => void }) => o.onSuccess()) });
    const onClose = vi.fn();
    render(<DeleteConfirmation {...props} remove={remove} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete cohort' }));
    expect(remove.mutate).toHaveBeenCalledWith('c1', expect.anything());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says a failure in the dialog, and clears it on Cancel', async () => {
    const remove = removal({ isError: true, error: new Error('Server unavailable') });
    const onClose = vi.fn();
    render(<DeleteConfirmation {...props} remove={remove} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Delete Year 3?' })).toHaveTextContent(
      'Failed to delete the cohort',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(remove.reset).toHaveBeenCalledTimes(1);
    expect(remove.mutate).not.toHaveBeenCalled();
  });
});
