import { apiClient, authStore } from '../lib/api';
import { ApiError } from '../lib/api-error';

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
 * GET a file answer (a recording, a voice preview, a data archive) as a Blob. The JSON client cannot
 * carry binary answers, so this fetches with the same bearer token, refreshing it once on a 401 like
 * every other call. `path` is below /api/v1.
 */
export async function getFile(path: string, accept: string, signal?: AbortSignal): Promise<Blob> {
  const send = () => {
    const token = authStore.getAccessToken();
    return window.fetch(`/api/v1${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  };
  await apiClient.refreshIfExpired();
  let response = await send();
  if (response.status === 401 && (await apiClient.refresh())) response = await send();
  if (!response.ok) throw await readError(response);
  return response.blob();
}

/** GET an audio answer (Ogg Opus or WAV) (a recording, a voice preview) as a Blob. */
export const getAudio = (path: string, signal?: AbortSignal): Promise<Blob> =>
  getFile(path, 'audio/ogg, audio/wav', signal);
