import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { useCurrentSubscription } from '../../../api/subscription';
import { usePlans } from '../../../api/plans';
import { awaitingActivation, CheckoutOutcome, readCheckoutReturn } from './checkout-outcome';
import { CurrentPlanCard } from './current-plan-card';
import { PlanPicker } from './plan-picker';

/** How long a successful return polls for the plan to switch on. */
const ACTIVATION_WAIT_MS = 30_000;
const POLL_MS = 2000;

export function checkoutTitle(params: URLSearchParams): string {
  const { outcome } = readCheckoutReturn(params);
  return outcome === 'success'
    ? 'Payment Successful'
    : outcome === 'cancelled'
      ? 'Checkout Cancelled'
      : 'Your Plan';
}

/** The /profile page: the checkout outcome, the current plan and allowance, and the plans. */
export function BillingView({ isStudent }: { isStudent: boolean }) {
  const [params] = useSearchParams();
  const ret = readCheckoutReturn(params);
  const [gaveUp, setGaveUp] = useState(false);
  const plans = usePlans();
  const current = useCurrentSubscription({
    refetchInterval: (query) => (awaitingActivation(ret, query.state.data) && !gaveUp ? POLL_MS : false),
  });

  useEffect(() => {
    if (ret.outcome !== 'success') return;
    const timer = window.setTimeout(() => setGaveUp(true), ACTIVATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [ret.outcome]);

  // After a successful checkout the plan list scrolls into view only when asked for (#plans).
  useEffect(() => {
    if (window.location.hash === '#plans' && plans.data && current.data) {
      document.getElementById('plans')?.scrollIntoView();
    }
  }, [plans.data, current.data]);

  if (current.isPending) {
    return (
      <div className="flex justify-center py-16 text-teal-700">
        <Spinner className="size-7" label="Loading your plan" />
      </div>
    );
  }
  if (current.isError) {
    return (
      <Banner>
        {errorText(current.error, 'Failed to load your plan')}{' '}
        <Button variant="link" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </Banner>
    );
  }

  return (
    <div className="space-y-8">
      <CheckoutOutcome ret={ret} current={current.data} gaveUp={gaveUp} />
      <CurrentPlanCard current={current.data} />
      {!isStudent ? (
        <p className="text-sm text-slate-700">
          Administrators have unlimited access; plans are for students.
        </p>
      ) : plans.data ? (
        <PlanPicker plans={plans.data} current={current.data} />
      ) : plans.isError ? (
        <Banner>{errorText(plans.error, 'Failed to load the plans')}</Banner>
      ) : (
        <Spinner label="Loading plans" />
      )}
    </div>
  );
}
