import type { Plan, PlansResponse } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

const isPlan = (p: unknown): p is Plan => {
  const v = p as Partial<Plan> | null;
  return (
    !!v &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.price_cents === 'number' &&
    typeof v.currency === 'string' &&
    Array.isArray(v.features)
  );
};

/** GET /subscribe/plans for the pricing section; checked by hand to keep zod off the landing page. */
export async function getLandingPlans(signal?: AbortSignal): Promise<Plan[]> {
  const body = await apiClient.request<unknown>('/subscribe/plans', { signal });
  const plans = (body as Partial<PlansResponse> | null)?.plans;
  if (!Array.isArray(plans) || !plans.every(isPlan)) throw new Error('Unexpected /subscribe/plans answer');
  return plans;
}

export function useLandingPlans() {
  return useQuery({
    queryKey: ['public', 'plans'],
    queryFn: ({ signal }) => getLandingPlans(signal),
    staleTime: 5 * 60_000,
  });
}
