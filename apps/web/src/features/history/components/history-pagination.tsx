import { Button } from '../../../components/ui/button';
import { hasNextPage, hasPreviousPage, needsPagination, pageCount, pageRange } from '../lib/pagination';

interface HistoryPaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of N sessions' with Previous and Next; only when there is more than one page. */
export function HistoryPagination({ page, total, onPage }: HistoryPaginationProps) {
  if (!needsPagination(total)) return null;
  const { from, to } = pageRange(page, total);
  return (
    <nav
      aria-label="Session pages"
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 pt-4 sm:flex-row"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing <span className="font-semibold tabular-nums">{from}</span> to{' '}
        <span className="font-semibold tabular-nums">{to}</span> of{' '}
        <span className="font-semibold tabular-nums">{total}</span> sessions
        <span className="sr-only">
          , page {page} of {pageCount(total)}
        </span>
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={!hasPreviousPage(page)} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={!hasNextPage(page, total)} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
