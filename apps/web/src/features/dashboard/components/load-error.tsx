import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-error';

interface LoadErrorProps {
  error: unknown;
  /** The user-facing text, e.g. 'Failed to load dashboard'. */
  title: string;
  /** The service fallback when the server gave no detail; defaults to nothing beyond the title. */
  fallback?: string;
  onRetry: () => void;
}

/** A failed load: what failed, the server's reason when there is one, and a way to try again. */
export function LoadError({ error, title, fallback, onRetry }: LoadErrorProps) {
  const detail = errorText(error, fallback ?? '');
  return (
    <Banner tone="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="font-semibold">{title}</span>
          {detail && detail !== title && <span>: {detail}</span>}
        </p>
        <Button variant="secondary" className="py-1.5" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Banner>
  );
}
