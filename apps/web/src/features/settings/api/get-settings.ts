import { SettingsSchema, type Settings } from '@practicum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { settingsKeys } from './keys';

/** GET /voice/settings/: every setting, defaults filled in. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiClient.get('/voice/settings/', SettingsSchema, signal);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
