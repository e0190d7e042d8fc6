import { CurrentSubscriptionSchema, type CurrentSubscription } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { subscriptionKeys } from './keys';

/** POST /subscription/cancel-subscription: a monthly plan stays until the end of the paid period. */
export function cancelSubscription(): Promise<CurrentSubscription> {
  return apiClient.request('/subscription/cancel-subscription', {
    method: 'POST',
    body: {},
    schema: CurrentSubscriptionSchema,
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (current) => queryClient.setQueryData(subscriptionKeys.current, current),
  });
}
