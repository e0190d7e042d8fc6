import type { PlansResponse } from '@practicum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api';

/**
 * The plans are public: the landing page shows them too. That page must stay small, so this module
 * imports nothing of zod up front; the contract's schema is loaded with the first request.
 */
export const planKeys = {
  all: ['plans'] as const,
};

/** GET /subscribe/plans: the plans, their prices and which can be bought now. */
export async function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  const { PlansResponseSchema } = await import('@practicum/contract/subscription');
  return apiClient.get('/subscribe/plans', PlansResponseSchema, signal);
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.all,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
