import { PlansResponseSchema, type PlansResponse } from '@practicum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { subscriptionKeys } from './keys';

/** GET /subscribe/plans: the plans, their prices and which can be bought now. */
export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return apiClient.get('/subscribe/plans', PlansResponseSchema, signal);
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
