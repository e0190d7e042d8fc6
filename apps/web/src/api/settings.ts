import { SettingsSchema, type Settings, type UpdateSettingsBody } from '@practicum/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api';

const SETTINGS = '/voice/settings/';

export const settingsKeys = {
  all: ['settings'] as const,
};

/** GET /voice/settings/: every setting, defaults filled in. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiClient.get(SETTINGS, SettingsSchema, signal);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** PUT /voice/settings/: any of the four groups; only the fields sent change. */
export function updateSettings(body: UpdateSettingsBody): Promise<Settings> {
  return apiClient.request(SETTINGS, { method: 'PUT', body, schema: SettingsSchema });
}

/** DELETE /voice/settings/: back to the defaults; answers them. */
export function resetSettings(): Promise<Settings> {
  return apiClient.request(SETTINGS, { method: 'DELETE', schema: SettingsSchema });
}

/** Both answer the whole settings object, which replaces the cached one. */
function useSettingsMutation<V>(mutationFn: (variables: V) => Promise<Settings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => client.setQueryData(settingsKeys.all, settings),
  });
}

export const useUpdateSettings = () => useSettingsMutation(updateSettings);
export const useResetSettings = () => useSettingsMutation(resetSettings);
