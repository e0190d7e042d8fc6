import { CurrentSubscriptionSchema, type CurrentSubscription } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeUser, ok, problem, renderWithApp, signIn } from '../../../../test/support';
import { CurrentPlanCard } from './current-plan-card';

const monthly: CurrentSubscription = CurrentSubscriptionSchema.parse({
  plan: 'monthly',
  status: 'active',
  expires_at: null,
  is_paid: true,
  cancellable: true,
  checkout_mode: 'demo',
  allowance: {
    can_send_message: true,
    message_count: 4,
    max_messages: -1,
    remaining: null,
    unlimited: true,
    plan: 'monthly',
  },
});

function renderCard(current = monthly) {
  signIn(makeUser({ subscription: 'monthly', subscription_plan: 'monthly' }));
  return renderWithApp(<CurrentPlanCard current={current} />, { url: '/profile' });
}

describe('cancel subscription', () => {
  it('asks first; Keep my plan (focused) closes without cancelling and returns focus', async () => {
    const server = createFakeServer();
    const { user } = renderCard();
    const opener = screen.getByRole('button', { name: 'Cancel subscription' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveAccessibleDescription(
      'You keep Monthly until the end of the period you have paid for.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });

  it('cancels on the server when confirmed', async () => {
    const server = createFakeServer().on('POST', '/subscription/cancel-subscription', () =>
      ok(CurrentSubscriptionSchema, { ...monthly, status: 'cancelled', cancellable: false }),
    );
    const { user } = renderCard();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('POST', '/subscription/cancel-subscription')).toHaveLength(1);
  });

  it('shows the server’s reason when cancelling fails, until dismissed', async () => {
    createFakeServer().on('POST', '/subscription/cancel-subscription', () =>
      problem(400, 'This plan has no renewal to cancel', 'not_cancellable'),
    );
    const { user } = renderCard();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This plan has no renewal to cancel');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no cancel button for a plan that does not renew', () => {
    createFakeServer();
    renderCard({ ...monthly, plan: 'lifetime', cancellable: false });

    expect(screen.getByText('Paid once; yours for good.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });
});
