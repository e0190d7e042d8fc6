import { UserSchema, type User, type UserType } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

export interface UpdateRoleVariables {
  id: string;
  newRole: UserType;
}

/** PUT /users/admin/users/{id}/role (admin; administrator roles only by a super admin). */
export function updateUserRole({ id, newRole }: UpdateRoleVariables): Promise<User> {
  return apiClient.request(`/users/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { new_role: newRole },
    schema: UserSchema,
  });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      // Not awaited: the row may leave a filtered list on refetch, and its banner must still show.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
