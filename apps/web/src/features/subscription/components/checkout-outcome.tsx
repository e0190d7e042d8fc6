import {
  planLabel,
  SUBSCRIPTION_PLANS,
  type CurrentSubscription,
  type SubscriptionPlan,
} from '@practicum/contract';
import { Banner } from '../../../components/ui/banner';
import { Spinner } from '../../../components/ui/spinner';

export interface CheckoutReturn {
  outcome: 'success' | 'cancelled' | null;
  plan: SubscriptionPlan | null;
}

const truthy = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/** Reads the checkout return flags: ?success=true&plan=... or ?cancelled=true&plan=... on /profile. */
export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn {
  const raw = params.get('plan');
  const plan =
    raw && (SUBSCRIPTION_PLANS as readonly string[]).includes(raw) ? (raw as SubscriptionPlan) : null;
  if (truthy(params.get('success'))) return { outcome: 'success', plan };
  if (truthy(params.get('cancelled')) || truthy(params.get('canceled')))
    return { outcome: 'cancelled', plan };
  return { outcome: null, plan };
}

/** A successful return may come before the payment provider has told the server (Stripe's webhook). */
export function awaitingActivation(ret: CheckoutReturn, current: CurrentSubscription | undefined): boolean {
  return (
    ret.outcome === 'success' && !!ret.plan && !!current && !(current.is_paid && current.plan === ret.plan)
  );
}

/** The outcome of a checkout, as the /profile return page shows it. */
export function CheckoutOutcome({
  ret,
  current,
  gaveUp,
}: {
  ret: CheckoutReturn;
  current: CurrentSubscription | undefined;
  /** Stopped waiting for the activation. */
  gaveUp: boolean;
}) {
  const name = ret.plan ? planLabel(ret.plan) : 'new';
  if (ret.outcome === 'cancelled') {
    return (
      <Banner tone="info">
        Checkout cancelled. You have not been charged{ret.plan ? ` for the ${name} plan` : ''}; your plan is
        unchanged.
      </Banner>
    );
  }
  if (ret.outcome !== 'success') return null;
  if (!current) return null;
  if (!awaitingActivation(ret, current)) {
    return (
      <Banner tone="success">
        Payment successful: your {name} plan is now active. Enjoy unlimited practice.
      </Banner>
    );
  }
  if (gaveUp) {
    return (
      <Banner tone="info">
        Your payment for the {name} plan is still being confirmed by the payment provider. Reload this page in
        a minute.
      </Banner>
    );
  }
  return (
    <Banner tone="info">
      <span className="flex items-center gap-2">
        <Spinner className="size-4" />
        Payment received. Activating your {name} plan…
      </span>
    </Banner>
  );
}
