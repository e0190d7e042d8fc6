import { UserSchema, type AccountStatus, type User } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

export interface UpdateAccountStatusVariables {
  id: string;
  newStatus: AccountStatus;
  reason?: string;
}

/** PUT /users/admin/users/{id}/account-status (admin): activated makes the user active, others inactive. */
export function updateAccountStatus({ id, newStatus, reason }: UpdateAccountStatusVariables): Promise<User> {
  return apiClient.request(`/users/admin/users/${encodeURIComponent(id)}/account-status`, {
    method: 'PUT',
    body: { new_status: newStatus, reason: reason || null },
    schema: UserSchema,
  });
}

export function useUpdateAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountStatus,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      // Not awaited: the row may leave a filtered list on refetch, and its banner must still show.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
