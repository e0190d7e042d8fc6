import { SettingsSchema, type Settings, type UpdateSettingsBody } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { settingsKeys } from './keys';

/** PUT /voice/settings/: any of the four groups; only the fields sent change. */
export function updateSettings(body: UpdateSettingsBody): Promise<Settings> {
  return apiClient.request('/voice/settings/', { method: 'PUT', body, schema: SettingsSchema });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
  });
}
