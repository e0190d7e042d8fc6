import { Button } from '../../../components/ui/button';

interface ResultsFooterProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** How many patients are listed out of how many match, and a way to load the next page. */
export function ResultsFooter({ shown, total, hasMore, loadingMore, onLoadMore }: ResultsFooterProps) {
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown} of {total} patient{total === 1 ? '' : 's'}
      </p>
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
          Load more patients
        </Button>
      )}
    </div>
  );
}
