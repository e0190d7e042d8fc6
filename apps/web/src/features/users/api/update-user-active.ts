import { UserSchema, type User } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

export interface UpdateActiveVariables {
  id: string;
  isActive: boolean;
}

/** PUT /users/admin/users/{id}/status (admin): suspend or restore an activated account. */
export function updateUserActive({ id, isActive }: UpdateActiveVariables): Promise<User> {
  return apiClient.request(`/users/admin/users/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { is_active: isActive },
    schema: UserSchema,
  });
}

export function useUpdateUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserActive,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      // Not awaited: the row may leave a filtered list on refetch, and its banner must still show.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
