import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'default' | 'danger';

const tones: Record<Tone, string> = {
  default: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  danger: 'text-slate-600 hover:bg-rose-50 hover:text-rose-700',
};

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (and tooltip): say what it does to what, e.g. "Edit Laura Bennett". */
  label: string;
  icon: ReactNode;
  tone?: Tone;
}

/** A square button showing only an icon; its label is the accessible name and the tooltip. */
export function IconButton({
  label,
  icon,
  tone = 'default',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'focus-ring inline-flex size-9 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        tones[tone],
        className,
      )}
      {...rest}
    >
      {icon}
    </button>
  );
}
