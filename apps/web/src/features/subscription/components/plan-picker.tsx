import { planLabel, type CurrentSubscription, type PaidPlan, type PlansResponse } from '@practicum/contract';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-error';
import { useCreateCheckoutSession } from '../../../api/subscription';
import { PlanCard } from './plan-card';

/** Every plan, with a button to buy each paid one the user does not have yet. */
export function PlanPicker({ plans, current }: { plans: PlansResponse; current: CurrentSubscription }) {
  const checkout = useCreateCheckoutSession();
  const inForce = current.is_paid ? current.plan : 'free';
  const buying = checkout.isPending || checkout.isSuccess ? checkout.variables : null;

  return (
    <section id="plans" aria-labelledby="plans-title" className="scroll-mt-24 space-y-4">
      <div>
        <h2 id="plans-title" className="text-xl font-semibold tracking-tight text-slate-900">
          Plans
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {plans.checkout_mode === 'demo'
            ? 'Demo checkout: no payment provider is configured, so buying a plan charges nothing.'
            : 'Payment is handled securely by Stripe; you return here when it is done.'}
        </p>
      </div>
      {checkout.isError && (
        <Banner onDismiss={() => checkout.reset()}>
          {errorText(checkout.error, 'Failed to start the checkout')}
        </Banner>
      )}
      <ul className="grid gap-5 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.plans.map((plan) => {
          const isCurrent = plan.id === inForce;
          const action = isCurrent ? (
            <p className="rounded-lg bg-slate-100 px-4 py-2.5 text-center text-sm font-semibold text-slate-700">
              Current plan
            </p>
          ) : plan.id === 'free' ? null : plan.purchasable ? (
            <Button
              fullWidth
              variant={plan.recommended ? 'primary' : 'secondary'}
              loading={buying === plan.id}
              disabled={buying !== null}
              onClick={() => checkout.mutate(plan.id as PaidPlan)}
            >
              Choose {planLabel(plan.id)}
            </Button>
          ) : (
            <p className="text-center text-sm text-slate-600">Not available yet</p>
          );
          return <PlanCard key={plan.id} plan={plan} current={isCurrent} action={action} />;
        })}
      </ul>
    </section>
  );
}
