import type { Allowance } from '@practicum/contract';
import { cn } from '../../../lib/cn';

/** "2 of 3 practice sessions used", or Unlimited; one message of the allowance is one session started. */
export function AllowanceMeter({ allowance, className }: { allowance: Allowance; className?: string }) {
  if (allowance.unlimited || allowance.max_messages === -1) {
    return <p className={cn('text-sm text-slate-700', className)}>Unlimited practice sessions.</p>;
  }
  const { message_count: used, max_messages: max } = allowance;
  const shown = Math.min(used, max);
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">Practice sessions</span>
        <span className="font-medium text-slate-900 tabular-nums">
          {shown} of {max} used
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Free practice sessions used"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={shown}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', allowance.can_send_message ? 'bg-teal-600' : 'bg-red-600')}
          style={{ width: `${max > 0 ? (shown / max) * 100 : 100}%` }}
        />
      </div>
      <p className="text-xs text-slate-600">
        Each practice session you start uses one of your free sessions.
      </p>
    </div>
  );
}
