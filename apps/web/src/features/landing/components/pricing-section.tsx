import type { Plan } from '@practicum/contract';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { usePlans } from '../../../api/plans';
import { formatPrice } from './format';
import { landingIcons } from './icons';
import { Section } from './section';

const per = (plan: Plan) =>
  plan.interval === 'month' ? '/ month' : plan.interval === 'once' ? 'one payment' : 'forever';

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.recommended ? 'border-teal-700 ring-2 ring-teal-700' : 'border-slate-200',
      )}
    >
      {plan.recommended && (
        <span className="absolute -top-3 left-6 rounded-full bg-teal-700 px-3 py-0.5 text-xs font-semibold text-white">
          Most popular
        </span>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-semibold tracking-tight text-slate-900">
          {formatPrice(plan.price_cents, plan.currency)}
        </span>
        <span className="text-sm text-slate-600">{per(plan)}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span className="mt-0.5 text-teal-700">{landingIcons.check}</span>
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to="/login"
        className={cn(
          'focus-ring mt-6 rounded-lg px-4 py-2.5 text-center text-sm font-semibold',
          plan.recommended
            ? 'bg-teal-700 text-white hover:bg-teal-800'
            : 'border border-slate-300 text-slate-800 hover:bg-slate-50',
        )}
      >
        {plan.id === 'free' ? 'Start free' : `Get ${plan.name}`}
        <span className="sr-only"> plan</span>
      </Link>
    </li>
  );
}

/** Free, monthly, lifetime and professional, as the server sells them. */
export function PricingSection() {
  const plans = usePlans();
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Start free, upgrade when you are ready"
      intro="Every plan includes every patient and full feedback. The free plan has a few sessions to try it all."
      className="bg-slate-50"
    >
      {plans.data ? (
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {plans.data.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      ) : plans.isError ? (
        <p className="text-center text-slate-700">
          Prices could not be loaded just now. Sign in to see the plans.
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading plans">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="h-80 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          ))}
        </ul>
      )}
    </Section>
  );
}
