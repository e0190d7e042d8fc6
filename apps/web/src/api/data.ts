import {
  DataSettingsSchema,
  MessageResponseSchema,
  StorageUsageSchema,
  type DataSettings,
  type EraseMyDataBody,
  type MessageResponse,
  type StorageUsage,
} from '@practicum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, authStore } from '../lib/api';
import { getFile } from './audio-file';

const SETTINGS = '/voice/data/settings';

export const dataKeys = {
  all: ['data'] as const,
  settings: () => [...dataKeys.all, 'settings'] as const,
  usage: () => [...dataKeys.all, 'usage'] as const,
};

/** GET /voice/data/settings (admin): the retention period and the per-user storage quota. */
export function getDataSettings(signal?: AbortSignal): Promise<DataSettings> {
  return apiClient.get(SETTINGS, DataSettingsSchema, signal);
}

export function useDataSettings(enabled = true) {
  return useQuery({
    queryKey: dataKeys.settings(),
    queryFn: ({ signal }) => getDataSettings(signal),
    enabled,
  });
}

/** PUT /voice/data/settings (admin); everyone's usage shows the new quota and period. */
export function updateDataSettings(body: DataSettings): Promise<DataSettings> {
  return apiClient.request(SETTINGS, { method: 'PUT', body, schema: DataSettingsSchema });
}

export function useUpdateDataSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDataSettings,
    onSuccess: (settings) => {
      client.setQueryData(dataKeys.settings(), settings);
      void client.invalidateQueries({ queryKey: dataKeys.usage() });
    },
  });
}

/** GET /voice/data/usage: the signed-in user's recordings against the quota. */
export function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  return apiClient.get('/voice/data/usage', StorageUsageSchema, signal);
}

export function useStorageUsage() {
  return useQuery({ queryKey: dataKeys.usage(), queryFn: ({ signal }) => getStorageUsage(signal) });
}

/** GET /voice/data/export: all of the signed-in user's data as a zip (audited). */
export const downloadMyData = (): Promise<Blob> => getFile('/voice/data/export', 'application/zip');

/** GET /users/admin/users/{id}/export (admin): the same archive for any user (audited). */
export const downloadUserData = (userId: string): Promise<Blob> =>
  getFile(`/users/admin/users/${encodeURIComponent(userId)}/export`, 'application/zip');

/** The archive's file name when saved. */
export const dataArchiveFilename = (userId: string, at = new Date()): string =>
  `practicum-data-${userId}-${at.toISOString().slice(0, 10)}.zip`;

/** Session storage key that lets the sign-in page say the account was deleted, once. */
export const ACCOUNT_ERASED_KEY = 'account_erased';

/** POST /voice/data/erase: the student's account and all its data, confirmed by password. */
export function eraseMyData(body: EraseMyDataBody): Promise<MessageResponse> {
  return apiClient.request('/voice/data/erase', { method: 'POST', body, schema: MessageResponseSchema });
}

/**
 * Once erased the account's tokens are worthless: they and every cached answer go, which sends the
 * browser to the sign-in page, where the deletion is confirmed.
 */
export function useEraseMyData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eraseMyData,
    onSuccess: () => {
      try {
        window.sessionStorage.setItem(ACCOUNT_ERASED_KEY, '1');
      } catch {
        // No session storage: the sign-in page simply says nothing.
      }
      authStore.clear();
      client.clear();
    },
  });
}
