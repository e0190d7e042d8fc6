import { useCallback, useEffect, useState } from 'react';

/** Success banners disappear after this long. */
export const SUCCESS_BANNER_MS = 3000;

export interface Flash {
  tone: 'success' | 'error';
  text: string;
}

/**
 * One banner message: a success clears itself after 3 seconds, an error stays until dismissed or
 * replaced. Each new message restarts the timer.
 */
export function useFlash(successMs = SUCCESS_BANNER_MS) {
  const [flash, setFlash] = useState<(Flash & { at: number }) | null>(null);

  useEffect(() => {
    if (flash?.tone !== 'success') return;
    const timer = setTimeout(() => setFlash(null), successMs);
    return () => clearTimeout(timer);
  }, [flash, successMs]);

  const success = useCallback((text: string) => setFlash({ tone: 'success', text, at: Date.now() }), []);
  const error = useCallback((text: string) => setFlash({ tone: 'error', text, at: Date.now() }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, success, error, clear };
}
