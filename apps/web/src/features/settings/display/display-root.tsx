import { lazy, Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/use-auth';
import { applyDisplay, displayStore } from './display-store';

// Loaded only for signed-in users: it fetches the settings (and so brings zod), the landing page does not.
const DisplaySync = lazy(() => import('./display-sync'));

const DARK_QUERY = '(prefers-color-scheme: dark)';
const subscribeSystem = (onChange: () => void) => {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const systemDark = () => window.matchMedia(DARK_QUERY).matches;

/**
 * Applies the Display settings (theme, font size, high contrast, reduced motion) to <html> on every
 * page, before the first paint, and follows the operating system when the theme is "auto".
 */
export function DisplaySettingsRoot() {
  const display = useSyncExternalStore(displayStore.subscribe, displayStore.get);
  const dark = useSyncExternalStore(subscribeSystem, systemDark);
  const { isAuthenticated } = useAuth();
  useLayoutEffect(() => applyDisplay(document.documentElement, display, dark), [display, dark]);
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <DisplaySync />
    </Suspense>
  );
}
