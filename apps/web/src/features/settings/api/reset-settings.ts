import { SettingsSchema, type Settings } from '@practicum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { settingsKeys } from './keys';

/** DELETE /voice/settings/: back to the defaults; answers them. */
export function resetSettings(): Promise<Settings> {
  return apiClient.request('/voice/settings/', { method: 'DELETE', schema: SettingsSchema });
}

export function useResetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
  });
}
