import { CurrentSubscriptionSchema, type CurrentSubscription } from '@practicum/contract';
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { subscriptionKeys } from './keys';

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
