import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

interface RangeFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange'
> {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** How the current value reads, e.g. "75%" or "1.2x"; also the value screen readers announce. */
  format?: (value: number) => string;
  hint?: string;
}

/** A slider with its label and the current value shown beside it. */
export function RangeField({
  label,
  value,
  onChange,
  format = String,
  hint,
  className,
  ...input
}: RangeFieldProps) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-slate-900 tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        value={value}
        aria-valuetext={format(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="focus-ring block h-2 w-full cursor-pointer accent-teal-700"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
