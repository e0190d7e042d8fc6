import { UserSchema, type CreateUserBody, type User, type UserType } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

export interface CreateUserVariables {
  userType: UserType;
  body: CreateUserBody;
}

/** POST /users/admin/create-user?user_type=... (admin): the new account is activated at once. */
export function createUser({ userType, body }: CreateUserVariables): Promise<User> {
  return apiClient.request(`/users/admin/create-user?user_type=${encodeURIComponent(userType)}`, {
    method: 'POST',
    body,
    schema: UserSchema,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
