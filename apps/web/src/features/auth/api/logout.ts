import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** POST /auth/logout with the refresh token; local tokens are cleared even if the server call fails. */
export function logout(): Promise<void> {
  return apiClient.logout();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Cached server data belongs to the signed-out user.
    onSettled: () => queryClient.clear(),
  });
}
