import type { PublicStats } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/**
 * GET /public/stats. Checked by hand instead of with the contract's zod schema: zod would more than
 * double the landing page's JavaScript, which must stay under 150 KB gzipped (DESIGN section 10).
 */
export async function getPublicStats(signal?: AbortSignal): Promise<PublicStats> {
  const body = await apiClient.request<unknown>('/public/stats', { signal });
  const personas = (body as Partial<PublicStats> | null)?.personas;
  if (typeof personas !== 'number' || !Number.isInteger(personas))
    throw new Error('Unexpected /public/stats answer');
  return { personas };
}

export function usePublicStats() {
  return useQuery({
    queryKey: ['public', 'stats'],
    queryFn: ({ signal }) => getPublicStats(signal),
    staleTime: 5 * 60_000,
  });
}
