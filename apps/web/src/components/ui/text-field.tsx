import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and linked with aria-describedby. */
  hint?: string;
  error?: string;
  /** Rendered inside the input's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
}

export function TextField({ label, hint, error, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The required mark sits outside the label so the accessible name is exactly `label`. */}
      <div className="text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {input.required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-500',
            'focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none',
            'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
            error ? 'border-red-500' : 'border-slate-300',
            trailing ? 'pr-11' : undefined,
          )}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
