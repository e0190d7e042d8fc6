import type { ApiClient } from './api-client';
import type { AuthStore } from './auth-store';
import { isTokenExpired } from './jwt';

export const EXPIRY_CHECK_MS = 60 * 1000;
export const REFRESH_AHEAD_CHECK_MS = 5 * 60 * 1000;

/**
 * Start-up: an expired token is refreshed first (on failure the session is cleared
 * and loading ends); then the current user is fetched, falling back to the stored user; with no
 * token the stored user stands.
 */
export async function bootstrapAuth(client: ApiClient, store: AuthStore): Promise<void> {
  // Loaded on demand so zod stays out of the landing page's initial chunk.
  const { UserSchema } = await import('@practicum/contract/users');
  const stored = store.getUser();
  if (stored && !UserSchema.safeParse(stored).success) store.clear();

  const token = store.getAccessToken();
  if (token) {
    if (isTokenExpired(token, client.now())) {
      const refreshed = await client.refresh();
      if (!refreshed) {
        store.clear();
        store.markReady();
        return;
      }
    }
    try {
      store.setUser(await client.get('/auth/me', UserSchema));
    } catch {
      // Keep the stored user (if any survived a failed refresh).
    }
  }
  store.markReady();
}

interface Timers {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: never) => void;
}

/** The two periodic token checks; returns a function that stops them. */
export function startTokenTimers(client: ApiClient, timers: Timers = globalThis as unknown as Timers) {
  const expiry = timers.setInterval(() => void client.refreshIfExpired(), EXPIRY_CHECK_MS);
  const ahead = timers.setInterval(() => void client.refreshIfExpiringSoon(), REFRESH_AHEAD_CHECK_MS);
  return () => {
    timers.clearInterval(expiry as never);
    timers.clearInterval(ahead as never);
  };
}
