import { useMutation } from '@tanstack/react-query';
import { apiClient, authStore } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../lib/save-file';

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text || undefined;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return new ApiError(response.status, body);
}

/**
 * GET /voice/history/sessions/{id}/recording as a Blob. The JSON client cannot carry audio, so this
 * fetches with the same bearer token, refreshing it once on a 401 like every other call.
 */
export async function getRecording(id: string, signal?: AbortSignal): Promise<Blob> {
  const path = `/api/v1/voice/history/sessions/${encodeURIComponent(id)}/recording`;
  const send = () => {
    const token = authStore.getAccessToken();
    return window.fetch(path, {
      headers: { Accept: 'audio/wav', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  };
  await apiClient.refreshIfExpired();
  let response = await send();
  if (response.status === 401 && (await apiClient.refresh())) response = await send();
  if (!response.ok) throw await readError(response);
  return response.blob();
}

/** The recording's file name (SPEC section 9). */
export const recordingFilename = (id: string): string => `session_${id}.wav`;

/** Downloads a session's recording as session_{id}.wav. */
export function useDownloadRecording() {
  return useMutation({
    mutationFn: async (id: string) => saveFile(await getRecording(id), recordingFilename(id)),
  });
}
