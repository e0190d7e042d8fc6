import { createApiClient } from './api-client';
import { createAuthStore } from './auth-store';

/** The app's single store and client; tests build their own with the factories. */
export const authStore = createAuthStore(window.localStorage);

export const apiClient = createApiClient({
  baseUrl: '/api/v1',
  fetch: (input, init) => window.fetch(input, init),
  store: authStore,
});
