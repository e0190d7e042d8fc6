import type { PublicSettings, PublicStats } from '@practicum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api';

/** Read by the landing page, which must stay small: the contract's schema is loaded with the request. */
export const publicKeys = {
  all: ['public'] as const,
  stats: () => [...publicKeys.all, 'stats'] as const,
  settings: () => [...publicKeys.all, 'settings'] as const,
};

/** GET /public/stats: real figures for the landing page, available without signing in. */
export async function getPublicStats(signal?: AbortSignal): Promise<PublicStats> {
  const { PublicStatsSchema } = await import('@practicum/contract/public');
  return apiClient.get('/public/stats', PublicStatsSchema, signal);
}

export function usePublicStats() {
  return useQuery({
    queryKey: publicKeys.stats(),
    queryFn: ({ signal }) => getPublicStats(signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /public/settings: the server's settings the browser follows (the inactivity timeout). */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const { PublicSettingsSchema } = await import('@practicum/contract/public');
  return apiClient.get('/public/settings', PublicSettingsSchema, signal);
}

/** Read once per page load: the settings change only when the server restarts. */
export function usePublicSettings() {
  return useQuery({
    queryKey: publicKeys.settings(),
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: Infinity,
  });
}
