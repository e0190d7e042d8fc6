import { formatPrice, type Plan } from '@practicum/contract';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const per = (plan: Plan) =>
  plan.interval === 'month' ? '/ month' : plan.interval === 'once' ? 'one payment' : 'forever';

/** One plan with its price and features; the action (buy, current) comes from the caller. */
export function PlanCard({ plan, current, action }: { plan: Plan; current: boolean; action: ReactNode }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-xl border bg-white p-5 shadow-sm',
        current
          ? 'border-teal-700 ring-1 ring-teal-700'
          : plan.recommended
            ? 'border-indigo-300'
            : 'border-slate-200',
      )}
    >
      {(current || plan.recommended) && (
        <span
          className={cn(
            'absolute -top-3 left-5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            current ? 'bg-teal-700 text-white' : 'bg-indigo-700 text-white',
          )}
        >
          {current ? 'Your plan' : 'Most popular'}
        </span>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-3xl font-semibold tracking-tight text-slate-900">
          {formatPrice(plan.price_cents, plan.currency)}
        </span>
        <span className="text-sm text-slate-600">{per(plan)}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-teal-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-5">{action}</div>
    </li>
  );
}
