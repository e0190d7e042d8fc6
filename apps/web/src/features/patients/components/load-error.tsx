import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-error';

/** 'Failed to load patients' with the server's reason and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Banner tone="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <strong className="font-semibold">Failed to load patients.</strong>{' '}
          {errorText(error, 'Failed to get patients')}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Banner>
  );
}
