import { z } from 'zod';
import { text } from './text';
import { DEFAULT_MAX_MESSAGES, SubscriptionPlanSchema, type SubscriptionPlan } from './users';

// Plans, checkout, the current subscription and the message allowance.

export const PAID_PLANS = ['monthly', 'lifetime', 'professional'] as const;
export const PaidPlanSchema = z.enum(PAID_PLANS, {
  error: 'Choose a paid plan: monthly, lifetime or professional',
});
export type PaidPlan = z.infer<typeof PaidPlanSchema>;

export const CHECKOUT_PROVIDERS = ['stripe', 'demo'] as const;
export const CheckoutProviderSchema = z.enum(CHECKOUT_PROVIDERS);
export type CheckoutProvider = z.infer<typeof CheckoutProviderSchema>;

/** `none` on the free plan; `cancelled` keeps access until `expires_at`; `expired` once it has lapsed. */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'cancelled', 'expired'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** One plan as the landing page and the plan picker show it. */
export const PlanSchema = z.object({
  id: SubscriptionPlanSchema,
  name: z.string(),
  description: z.string(),
  /** Price in the smallest currency unit (cents); 0 for free. */
  price_cents: z.number().int(),
  currency: z.string(),
  /** `month` renews monthly, `once` is a single payment, null for the free plan. */
  interval: z.enum(['month', 'once']).nullable(),
  features: z.array(z.string()),
  /** Practice sessions included; null means unlimited. */
  session_allowance: z.number().int().nullable(),
  /** Can be bought right now (a Stripe price is configured, or the demo checkout is on). */
  purchasable: z.boolean(),
  /** The plan to draw the eye to. */
  recommended: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({
  plans: z.array(PlanSchema),
  /** `demo` when no Stripe key is configured: checkout is simulated and nothing is charged. */
  checkout_mode: CheckoutProviderSchema,
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** Where the checkout returns to: a path on this site ("/profile?..."), or a full address on it. */
const ReturnUrlSchema = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(2000, `${name} is too long`);

/** Checkout session request: the plan to buy and where the payment page sends the browser back to. */
export const CreateCheckoutBodySchema = z.object({
  plan_type: PaidPlanSchema,
  success_url: ReturnUrlSchema('success_url'),
  cancel_url: ReturnUrlSchema('cancel_url'),
});
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBodySchema>;

export const CheckoutSessionResponseSchema = z.object({
  /** Send the browser here: Stripe Checkout, or the built-in demo checkout page. */
  checkout_url: z.string(),
  session_id: z.uuid(),
  provider: CheckoutProviderSchema,
});
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

/** The message allowance. One message is one practice session started (ADR 007). */
export const AllowanceSchema = z.object({
  /** Allowed if unlimited, max_messages is -1, or message_count < max_messages. */
  can_send_message: z.boolean(),
  message_count: z.number().int(),
  /** -1 means unlimited. */
  max_messages: z.number().int(),
  /** Sessions left; null when unlimited. */
  remaining: z.number().int().nullable(),
  /** Admins and paid plans are never limited. */
  unlimited: z.boolean(),
  plan: SubscriptionPlanSchema,
});
export type Allowance = z.infer<typeof AllowanceSchema>;

/** GET /subscription/current. */
export const CurrentSubscriptionSchema = z.object({
  plan: SubscriptionPlanSchema,
  status: SubscriptionStatusSchema,
  /** Paid through this moment; null when there is no end date (free, lifetime, a live Stripe subscription). */
  expires_at: z.iso.datetime().nullable(),
  /** A paid plan is in force right now. */
  is_paid: z.boolean(),
  /** The plan renews and can be cancelled. */
  cancellable: z.boolean(),
  checkout_mode: CheckoutProviderSchema,
  allowance: AllowanceSchema,
});
export type CurrentSubscription = z.infer<typeof CurrentSubscriptionSchema>;

export const CancelSubscriptionBodySchema = z.object({ reason: text().trim().max(500).optional() }).nullish();
export type CancelSubscriptionBody = z.infer<typeof CancelSubscriptionBodySchema>;

/** PUT /users/admin/users/{id}/allowance. */
export const UpdateAllowanceBodySchema = z.object({
  /** -1 for unlimited. */
  max_messages: z
    .number({ error: 'max_messages must be a whole number (-1 for unlimited)' })
    .int('max_messages must be a whole number (-1 for unlimited)')
    .min(-1, 'max_messages must be -1 (unlimited) or more')
    .max(100_000, 'max_messages must be at most 100000'),
  /** Start counting again from zero. */
  reset_message_count: z.boolean().optional(),
});
export type UpdateAllowanceBody = z.infer<typeof UpdateAllowanceBodySchema>;

export const ALLOWANCE_EXHAUSTED_CODE = 'allowance_exhausted';

/** The refusal when a free-plan student has no practice sessions left. */
export function allowanceExhaustedMessage(maxMessages: number = DEFAULT_MAX_MESSAGES): string {
  const sessions = maxMessages === 1 ? '1 practice session' : `${maxMessages} practice sessions`;
  return `You have used all ${sessions} of your free allowance. Upgrade your plan to keep practising.`;
}

/** Display name of a plan. */
export function planLabel(plan: SubscriptionPlan): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** Formats a price such as 1900 USD as "$19" (or "$19.50"). */
export function formatPrice(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
