import type { SessionListQuery } from '@practicum/contract';
import { HISTORY_PAGE_SIZE, pageOffset } from './pagination';
import { SCORE_FILTERS, scoreRange, type ScoreFilter } from './score';

/** Sort choices: most recent, highest score, longest duration. */
export const HISTORY_SORTS = ['recent', 'score', 'duration'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

const SORT_FIELD: Record<HistorySort, SessionListQuery['sort_by']> = {
  recent: 'start_time',
  score: 'score',
  duration: 'duration',
};

export interface HistoryFilters {
  /** Patient name or condition; the server searches every session, not just this page. */
  search: string;
  score: ScoreFilter;
  sort: HistorySort;
  /** Cancelled sessions are left out unless the student asks for them. */
  showCancelled: boolean;
  /** 1-based; clamped against the total once it is known. */
  page: number;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * Filters from the URL (`q`, `score`, `sort`, `cancelled`, `page`); unknown values fall back to the
 * defaults.
 */
export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: params.get('q') ?? '',
    score: oneOf(SCORE_FILTERS, params.get('score'), 'all'),
    sort: oneOf(HISTORY_SORTS, params.get('sort'), 'recent'),
    showCancelled: params.get('cancelled') === 'shown',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/**
 * The URL after a change. Defaults are left out so the plain page has a plain address; changing the
 * search, the score filter, the sort or whether cancelled sessions show goes back to page 1, since
 * the old page number means nothing any more. Other parameters are kept.
 */
export function writeHistoryFilters(
  current: URLSearchParams,
  patch: Partial<HistoryFilters>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (patch.search !== undefined) put('q', patch.search.trim() ? patch.search : null);
  if (patch.score !== undefined) put('score', patch.score === 'all' ? null : patch.score);
  if (patch.sort !== undefined) put('sort', patch.sort === 'recent' ? null : patch.sort);
  if (patch.showCancelled !== undefined) put('cancelled', patch.showCancelled ? 'shown' : null);
  const resetsPage =
    patch.search !== undefined ||
    patch.score !== undefined ||
    patch.sort !== undefined ||
    patch.showCancelled !== undefined;
  const page = patch.page ?? (resetsPage ? 1 : undefined);
  if (page !== undefined) put('page', page > 1 ? String(page) : null);
  return next;
}

/**
 * The list request for the filters: one page, sorted descending, the score band as bounds, the
 * search, and cancelled sessions left out unless asked for.
 */
export function listQueryFor(
  filters: Pick<HistoryFilters, 'search' | 'score' | 'sort' | 'showCancelled' | 'page'>,
): SessionListQuery {
  const search = filters.search.trim();
  return {
    limit: HISTORY_PAGE_SIZE,
    offset: pageOffset(filters.page),
    sort_by: SORT_FIELD[filters.sort],
    sort_order: 'desc',
    ...scoreRange(filters.score),
    ...(search ? { search } : {}),
    ...(filters.showCancelled ? {} : { include_cancelled: 'false' as const }),
  };
}
