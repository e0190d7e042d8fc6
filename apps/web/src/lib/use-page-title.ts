import { useEffect } from 'react';

/** Sets the tab title so screen-reader users and history entries know where they are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Practicum`;
  }, [title]);
}
