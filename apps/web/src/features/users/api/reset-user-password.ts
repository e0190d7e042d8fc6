import {
  MessageResponseSchema,
  type AdminResetPasswordBody,
  type MessageResponse,
} from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { userKeys } from './keys';

export interface ResetPasswordVariables {
  id: string;
  body: AdminResetPasswordBody;
}

/** POST /users/admin/users/{id}/reset-password (admin): clears the reset request, ends the user's sign-ins. */
export function resetUserPassword({ id, body }: ResetPasswordVariables): Promise<MessageResponse> {
  return apiClient.request(`/users/admin/users/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
  });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
