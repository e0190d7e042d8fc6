import { useEffect, useSyncExternalStore } from 'react';

// The current page's title, kept outside React so the layout's top bar (which sits above every page)
// can show the title the page below it chose.
let current: string | null = null;
const listeners = new Set<() => void>();

function publish(title: string | null): void {
  if (title === current) return;
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names the page: the browser tab, history entries and the top bar all say where the user is.
 * Call it once per page, from the component that knows the most precise title.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Practicum`;
    publish(title);
    // A page that leaves takes its title with it, so the next page never shows a stale one.
    return () => {
      if (current === title) publish(null);
    };
  }, [title]);
}

/** The title the current page gave itself, or null before any page has named itself. */
export function useCurrentPageTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
