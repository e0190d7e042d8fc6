import { apiClient } from '../../../lib/api';

/** POST /voice/insights/generate/{sessionId}; the answer is read leniently (see lib/summary). */
export function generateInsights(sessionId: string): Promise<unknown> {
  return apiClient.request<unknown>(`/voice/insights/generate/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
  });
}
