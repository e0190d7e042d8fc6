import {
  CheckoutSessionResponseSchema,
  CurrentSubscriptionSchema,
  type CheckoutSessionResponse,
  type CreateCheckoutBody,
  type CurrentSubscription,
  type PaidPlan,
} from '@practicum/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { apiClient } from '../lib/api';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  current: ['subscription', 'current'] as const,
};

/** GET /subscription/current: my plan, its status and my message allowance. */
export function getCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscription> {
  return apiClient.get('/subscription/current', CurrentSubscriptionSchema, signal);
}

export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.current,
    queryFn: ({ signal }) => getCurrentSubscription(signal),
  });

type Options = Pick<
  UseQueryOptions<CurrentSubscription, Error, CurrentSubscription, typeof subscriptionKeys.current>,
  'refetchInterval'
>;

export function useCurrentSubscription(options: Options = {}) {
  return useQuery({ ...currentSubscriptionQueryOptions(), ...options });
}

/** POST /subscription/cancel-subscription: a monthly plan stays until the end of the paid period. */
export function cancelSubscription(): Promise<CurrentSubscription> {
  return apiClient.post('/subscription/cancel-subscription', {}, CurrentSubscriptionSchema);
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (current) => client.setQueryData(subscriptionKeys.current, current),
  });
}

/** POST /subscription/create-checkout-session: where to send the browser to pay. */
export function createCheckoutSession(body: CreateCheckoutBody): Promise<CheckoutSessionResponse> {
  return apiClient.post('/subscription/create-checkout-session', body, CheckoutSessionResponseSchema);
}

/** Checkout comes back to /profile with the outcome and the plan. */
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
