import { errorText } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { Banner } from './banner';
import { Button } from './button';
import { Spinner } from './spinner';

/** The part of a query its status needs. */
interface Loading {
  isPending: boolean;
  error: unknown;
  refetch(): unknown;
}

interface QueryStatusProps {
  query: Loading;
  /** What the spinner says while loading ("Loading modules"). */
  loading: string;
  /** The failure's first words ("Failed to load modules"); the error's own words follow. */
  failure: string;
  /** A page's main content loads centred, with a larger spinner; a section's loads in line. */
  centred?: boolean;
}

/**
 * What a student's list shows before it has data: a spinner while it loads, or, once loading
 * failed, why, with Try again to ask once more. Render it while the query is pending or failed.
 */
export function QueryStatus({ query, loading, failure, centred = false }: QueryStatusProps) {
  if (query.isPending)
    return (
      <div className={cn('flex items-center gap-3 text-teal-700', centred && 'justify-center py-10')}>
        <Spinner className={centred ? 'size-7' : 'size-5'} label={loading} />
      </div>
    );
  return (
    <Banner tone="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="font-semibold">{failure}</span>: {errorText(query.error, 'please try again')}
        </p>
        <Button variant="secondary" className="py-1.5" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    </Banner>
  );
}
