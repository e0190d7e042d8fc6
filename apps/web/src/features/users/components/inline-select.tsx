import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

interface InlineSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The accessible name, e.g. "Role of Dana Moreau". */
  label: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
}

/** A compact native select for table cells; its label is for screen readers and the tooltip. */
export function InlineSelect({ label, options, className, title, ...select }: InlineSelectProps) {
  return (
    <select
      aria-label={label}
      title={title ?? label}
      className={cn(
        'focus-ring rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-2 text-sm text-slate-900 shadow-sm',
        'focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none',
        'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
        className,
      )}
      {...select}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
