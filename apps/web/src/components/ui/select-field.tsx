import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** Keeps the label for screen readers but hides it visually (e.g. in a filter bar). */
  hideLabel?: boolean;
}

/** A native select with its label and error, styled like TextField. */
export function SelectField({ label, options, error, hideLabel, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={cn('block text-sm font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm',
          'focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none',
          'disabled:cursor-not-allowed disabled:bg-slate-100',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
