import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface StatTileProps {
  label: string;
  /** null while loading or when unknown: shows a dash, never a made-up number. */
  value: ReactNode | null;
  icon?: ReactNode;
  className?: string;
}

/** One headline figure with its label; the label comes first for screen readers. */
export function StatTile({ label, value, icon, className }: StatTileProps) {
  return (
    <div
      className={cn(
        'flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      {icon && (
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700"
          aria-hidden="true"
        >
          {icon}
        </span>
      )}
      <dl className="min-w-0">
        <dt className="truncate text-sm font-medium text-slate-600">{label}</dt>
        <dd className="mt-0.5 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
          {value ?? '—'}
        </dd>
      </dl>
    </div>
  );
}
