import { useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the field and linked with aria-describedby. */
  hint?: string;
  error?: string;
  /** Monospaced text, for code such as JSON. */
  mono?: boolean;
}

/** A multi-line text field with its label, hint and error, styled like TextField. */
export function TextareaField({ label, hint, error, mono, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {textarea.required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500',
          'focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none',
          'disabled:cursor-not-allowed disabled:bg-slate-100',
          mono && 'font-mono text-xs leading-relaxed',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...textarea}
      />
      {hint && (
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
