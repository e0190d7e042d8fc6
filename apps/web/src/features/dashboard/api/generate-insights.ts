import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** POST /voice/insights/generate/{sessionId}: idempotent; the stored insights are read back after. */
export function generateInsights(sessionId: string): Promise<unknown> {
  return apiClient.request<unknown>(`/voice/insights/generate/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
  });
}

export function useGenerateInsights() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateInsights,
    onSuccess: (_data, sessionId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.session(sessionId) }),
        client.invalidateQueries({ queryKey: [...dashboardKeys.all, 'student-sessions'] }),
      ]),
  });
}
