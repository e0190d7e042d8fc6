import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { apiClient, authStore } from '../lib/api';
import { ApiError } from '../lib/api-error';
import { bootstrapAuth, startTokenTimers } from '../lib/auth-session';
import { DisplaySettingsRoot } from '../features/settings/display/display-root';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; network and 5xx errors get two more tries.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

let bootstrapped = false;

/** Start-up check once per page load, the two token timers, and a clean cache after sign-out. */
function useAuthLifecycle() {
  useEffect(() => {
    if (!bootstrapped) {
      bootstrapped = true;
      void bootstrapAuth(apiClient, authStore);
    }
    const stopTimers = startTokenTimers(apiClient);
    let hadUser = authStore.getUser() !== null;
    const unsubscribe = authStore.subscribe(() => {
      const hasUser = authStore.getUser() !== null;
      if (hadUser && !hasUser) queryClient.clear();
      hadUser = hasUser;
    });
    return () => {
      stopTimers();
      unsubscribe();
    };
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  useAuthLifecycle();
  return (
    <QueryClientProvider client={queryClient}>
      {/* Settings > Display (theme, font size, contrast, motion) applied to <html> on every page. */}
      <DisplaySettingsRoot />
      {children}
    </QueryClientProvider>
  );
}
