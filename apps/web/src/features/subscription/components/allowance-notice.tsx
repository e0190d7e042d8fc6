import { ALLOWANCE_EXHAUSTED_CODE } from '@practicum/contract';
import { Banner } from '../../../components/ui/banner';
import { ApiError, errorText } from '../../../lib/api-error';
import { UpgradeLink } from './upgrade-link';

/** Did the server refuse because the free allowance is used up (402 allowance_exhausted)? */
export function isAllowanceExhausted(error: unknown): boolean {
  return error instanceof ApiError && error.code === ALLOWANCE_EXHAUSTED_CODE;
}

/**
 * The refusal of a session start for lack of allowance, with the server's message and a way to
 * upgrade. Renders nothing for any other error, so it can sit next to the usual error banner.
 */
export function AllowanceNotice({ error, onDismiss }: { error: unknown; onDismiss?: () => void }) {
  if (!isAllowanceExhausted(error)) return null;
  return (
    <Banner tone="info" onDismiss={onDismiss}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{errorText(error, 'You have used all the practice sessions of your free allowance.')}</p>
        <UpgradeLink />
      </div>
    </Banner>
  );
}
