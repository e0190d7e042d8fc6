import {
  DEFAULT_MAX_MESSAGES,
  type CheckoutProvider,
  type PaidPlan,
  type Plan,
  type SubscriptionPlan,
} from '@practicum/contract';
import type { Config } from '../../config';

type PlanDefinition = Omit<Plan, 'purchasable'>;

/**
 * The plans as shown and sold (ADR 008). With Stripe configured the amount charged is that of the
 * configured Stripe price, so keep these figures in step with the prices in the Stripe dashboard.
 */
export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try Practicum with a few full practice sessions.',
    price_cents: 0,
    currency: 'usd',
    interval: null,
    features: [
      `${DEFAULT_MAX_MESSAGES} practice sessions`,
      'Every simulated patient in the library',
      'Scored feedback on every session',
      'Session history and transcripts',
    ],
    session_allowance: DEFAULT_MAX_MESSAGES,
    recommended: false,
  },
  {
    id: 'monthly',
    name: 'Monthly',
    description: 'Unlimited practice, billed every month.',
    price_cents: 1900,
    currency: 'usd',
    interval: 'month',
    features: [
      'Unlimited practice sessions',
      'Every simulated patient in the library',
      'Scored feedback on every session',
      'Recordings and transcript export',
      'Cancel any time',
    ],
    session_allowance: null,
    recommended: true,
  },
  {
    id: 'lifetime',
    name: 'Lifetime',
    description: 'One payment, unlimited practice for good.',
    price_cents: 24900,
    currency: 'usd',
    interval: 'once',
    features: ['Everything in Monthly', 'One payment, no renewals', 'New patients as they are added'],
    session_allowance: null,
    recommended: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For practising clinicians and supervisors.',
    price_cents: 4900,
    currency: 'usd',
    interval: 'month',
    features: ['Everything in Monthly', 'Priority support', 'Cancel any time'],
    session_allowance: null,
    recommended: false,
  },
];

export const checkoutModeOf = (config: Config): CheckoutProvider =>
  config.STRIPE_SECRET_KEY ? 'stripe' : 'demo';

/** The Stripe price of a paid plan, when one is configured. */
export function stripePriceFor(config: Config, plan: PaidPlan): string | undefined {
  switch (plan) {
    case 'monthly':
      return config.STRIPE_PRICE_MONTHLY;
    case 'lifetime':
      return config.STRIPE_PRICE_LIFETIME;
    case 'professional':
      return config.STRIPE_PRICE_PROFESSIONAL;
  }
}

/** A paid plan can be bought when the demo checkout is on, or when Stripe has a price for it. */
export function isPurchasable(config: Config, plan: SubscriptionPlan): boolean {
  if (plan === 'free') return false;
  return checkoutModeOf(config) === 'demo' || stripePriceFor(config, plan) !== undefined;
}

export function plansFor(config: Config): Plan[] {
  return PLAN_CATALOGUE.map((plan) => ({ ...plan, purchasable: isPurchasable(config, plan.id) }));
}

export function planDefinition(plan: SubscriptionPlan): PlanDefinition {
  return PLAN_CATALOGUE.find((p) => p.id === plan)!;
}

/** Plans that renew (and so can be cancelled); lifetime is paid once. */
export const isRecurring = (plan: SubscriptionPlan) => planDefinition(plan).interval === 'month';
