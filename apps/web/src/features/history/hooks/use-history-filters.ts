import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readHistoryFilters, writeHistoryFilters, type HistoryFilters } from '../lib/history-query';

/**
 * Search, score band, sort and page live in the URL, so a filtered page can be
 * bookmarked, survives a reload and Back returns to it. Filter changes replace the history entry (no
 * entry per keystroke); paging pushes one, so Back goes to the previous page.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readHistoryFilters(params), [params]);

  const setFilters = useCallback(
    (patch: Partial<HistoryFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeHistoryFilters(current, patch), {
        replace: options.replace ?? patch.page === undefined,
        // Synchronous, so the controlled selects and checkbox never show a stale value for a frame.
        flushSync: true,
      });
    },
    [setParams],
  );

  return { filters, setFilters };
}
