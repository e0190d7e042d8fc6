import { InsightsSchema, type Insights } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { analyticsKeys } from './analytics';
import { reviewKeys } from './reviews';
import { invalidateSessions } from './sessions';

/** POST /voice/insights/generate/{sessionId}: scores the session and stores the insights (idempotent). */
export function generateInsights(sessionId: string): Promise<Insights> {
  return apiClient.post(
    `/voice/insights/generate/${encodeURIComponent(sessionId)}`,
    undefined,
    InsightsSchema,
  );
}

/** New insights change the session's score and grade everywhere it is shown: lists, details and dashboards. */
export function useGenerateInsights() {
  const client = useQueryClient();
  // A newly scored session may need supervisor review and changes the cohort's figures.
  return useMutation({
    mutationFn: generateInsights,
    onSuccess: () =>
      Promise.all([
        invalidateSessions(client),
        client.invalidateQueries({ queryKey: reviewKeys.all }),
        client.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]),
  });
}
