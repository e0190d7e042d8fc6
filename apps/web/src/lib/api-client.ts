import type { MessageResponse } from '@practicum/contract';
import type { ZodType } from 'zod';
import { ApiError, ResponseShapeError } from './api-error';
import type { AuthStore } from './auth-store';
import { isTokenExpired, msUntilExpiry } from './jwt';

export interface ApiClientOptions {
  /** e.g. '/api/v1'. */
  baseUrl: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  store: AuthStore;
  now?: () => number;
  /** Called once each time a refresh fails and the session has been cleared. */
  onAuthFailure?: () => void;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Contract schema the response must satisfy. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** false for calls whose 401 means "wrong credentials", not "token expired" (login, refresh). */
  retryOn401?: boolean;
}

/** Refresh when fewer than this many milliseconds remain (checked every 5 minutes). */
export const REFRESH_AHEAD_MS = 10 * 60 * 1000;

export type ApiClient = ReturnType<typeof createApiClient>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, store, onAuthFailure } = options;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch;
  let inFlightRefresh: Promise<boolean> | null = null;

  function send(path: string, init: RequestOptions<unknown>, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return doFetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  }

  async function finish<T>(path: string, response: Response, schema?: ZodType<T>): Promise<T> {
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body);
    if (!schema) return body as T;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      console.error(`Response of ${path} does not match the contract`, parsed.error.issues);
      throw new ResponseShapeError(path);
    }
    return parsed.data;
  }

  async function runRefresh(): Promise<boolean> {
    const refreshToken = store.getRefreshToken();
    try {
      if (!refreshToken) throw new Error('No refresh token available');
      // No bearer here: the access token is the thing that has expired.
      const response = await send(
        '/auth/refresh',
        { method: 'POST', body: { refresh_token: refreshToken } },
        null,
      );
      // Loaded on demand so zod stays out of the landing page's initial chunk.
      const { RefreshResponseSchema } = await import('@practicum/contract/auth');
      const tokens = await finish('/auth/refresh', response, RefreshResponseSchema);
      store.setTokens(tokens);
      return true;
    } catch {
      store.clear();
      onAuthFailure?.();
      return false;
    }
  }

  /** Single-flight: every caller during one refresh waits for the same attempt. */
  function refresh(): Promise<boolean> {
    inFlightRefresh ??= runRefresh().finally(() => {
      inFlightRefresh = null;
    });
    return inFlightRefresh;
  }

  async function request<T>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const usedToken = store.getAccessToken();
    const response = await send(path, init, usedToken);
    if (response.status !== 401 || init.retryOn401 === false) return finish(path, response, init.schema);

    // Another call may already have refreshed while this one was in flight; then just retry.
    const current = store.getAccessToken();
    const renewed = current !== null && current !== usedToken ? true : await refresh();
    if (!renewed) return finish(path, response, init.schema);
    return finish(path, await send(path, init, store.getAccessToken()), init.schema);
  }

  /** Revokes the refresh token on the server; local tokens are cleared whatever the server says. */
  async function logout(): Promise<void> {
    const refreshToken = store.getRefreshToken();
    try {
      await request<MessageResponse>('/auth/logout', {
        method: 'POST',
        body: refreshToken ? { refresh_token: refreshToken } : {},
        retryOn401: false,
      });
    } catch {
      // The server may be unreachable or the token already invalid; signing out locally still stands.
    } finally {
      store.clear();
    }
  }

  /** 60-second check: refresh when the access token has expired. */
  async function refreshIfExpired(): Promise<boolean> {
    const token = store.getAccessToken();
    if (!token || !isTokenExpired(token, now())) return false;
    return refresh();
  }

  /** 5-minute check: refresh when less than `aheadMs` of validity remains. */
  async function refreshIfExpiringSoon(aheadMs = REFRESH_AHEAD_MS): Promise<boolean> {
    const token = store.getAccessToken();
    if (!token || msUntilExpiry(token, now()) >= aheadMs) return false;
    return refresh();
  }

  return {
    request,
    get: <T>(path: string, schema?: ZodType<T>, signal?: AbortSignal) => request<T>(path, { schema, signal }),
    post: <T>(path: string, body: unknown, schema?: ZodType<T>) =>
      request<T>(path, { method: 'POST', body, schema }),
    refresh,
    logout,
    refreshIfExpired,
    refreshIfExpiringSoon,
    now,
  };
}
