import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'green' | 'amber' | 'red' | 'indigo' | 'slate';

// Text at the 800 step on the 50 step keeps contrast well above 4.5:1.
const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  red: 'bg-rose-50 text-rose-800 ring-rose-600/25',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small status pill; the text itself carries the meaning, the colour only supports it. */
export function Badge({ tone = 'slate', children, className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
