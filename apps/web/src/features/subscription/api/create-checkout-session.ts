import {
  CheckoutSessionResponseSchema,
  type CheckoutSessionResponse,
  type CreateCheckoutBody,
  type PaidPlan,
} from '@practicum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** POST /subscription/create-checkout-session: where to send the browser to pay. */
export function createCheckoutSession(body: CreateCheckoutBody): Promise<CheckoutSessionResponse> {
  return apiClient.request('/subscription/create-checkout-session', {
    method: 'POST',
    body,
    schema: CheckoutSessionResponseSchema,
  });
}

/** Checkout comes back to /profile with the outcome and the plan (SPEC section 2). */
export function checkoutBody(plan: PaidPlan): CreateCheckoutBody {
  return {
    plan_type: plan,
    success_url: `/profile?success=true&plan=${plan}`,
    cancel_url: `/profile?cancelled=true&plan=${plan}`,
  };
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (plan: PaidPlan) => createCheckoutSession(checkoutBody(plan)),
    // Leave the app for the checkout page (Stripe's, or the built-in demo one).
    onSuccess: (data) => window.location.assign(data.checkout_url),
  });
}
