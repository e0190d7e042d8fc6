import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** Where plans are chosen: the plan page's picker. */
export const UPGRADE_PATH = '/profile#plans';

/**
 * A link to the plans, for wherever the free allowance runs out (the dashboard's Start Session, a
 * refused session start). Looks like a primary button unless `variant="text"`.
 */
export function UpgradeLink({
  children = 'Upgrade plan',
  variant = 'button',
  className,
}: {
  children?: string;
  variant?: 'button' | 'text';
  className?: string;
}) {
  return (
    <Link
      to={UPGRADE_PATH}
      className={cn(
        'focus-ring inline-flex items-center gap-1.5 font-semibold',
        variant === 'button'
          ? 'rounded-lg bg-teal-700 px-4 py-2.5 text-sm text-white shadow-sm hover:bg-teal-800'
          : 'text-teal-800 underline underline-offset-4 hover:text-teal-950',
        className,
      )}
    >
      {children}
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
      </svg>
    </Link>
  );
}
