/** Sessions per page on the history page. */
export const HISTORY_PAGE_SIZE = 10;

/** How many pages `total` rows fill; at least one, so "page 1 of 1" holds for an empty list. */
export function pageCount(total: number, size = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** The page clamped between 1 and the last page; anything unreadable is page 1. */
export function clampPage(page: number, total: number, size = HISTORY_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, size));
}

/** Offset of the first row of a page. */
export function pageOffset(page: number, size = HISTORY_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * size;
}

/** 1-based numbers of the first and last rows shown, for "Showing X to Y of N sessions". */
export function pageRange(
  page: number,
  total: number,
  size = HISTORY_PAGE_SIZE,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const current = clampPage(page, total, size);
  return { from: pageOffset(current, size) + 1, to: Math.min(current * size, total) };
}

/** Pagination shows only when the rows do not fit on one page. */
export function needsPagination(total: number, size = HISTORY_PAGE_SIZE): boolean {
  return total > size;
}

export const hasPreviousPage = (page: number): boolean => page > 1;
export const hasNextPage = (page: number, total: number, size = HISTORY_PAGE_SIZE): boolean =>
  page < pageCount(total, size);
