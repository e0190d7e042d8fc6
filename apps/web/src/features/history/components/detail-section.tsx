import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface DetailSectionProps {
  title: string;
  children: ReactNode;
  /** Text beside the title, e.g. a verdict. */
  aside?: ReactNode;
  className?: string;
}

/** A titled section of the session details; the heading names the region for screen readers. */
export function DetailSection({ title, children, aside, className }: DetailSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('space-y-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

interface TextListProps {
  items: readonly string[] | null | undefined;
  /** Shown when there are no items. */
  empty: string;
  /** Names the list for screen readers (and for finding it), e.g. "Strengths". */
  label?: string;
  className?: string;
}

/** A bulleted list of sentences, or a quiet line saying there are none. */
export function TextList({ items, empty, label, className }: TextListProps) {
  if (!items || items.length === 0) return <p className="text-sm text-slate-600 italic">{empty}</p>;
  return (
    <ul
      aria-label={label}
      className={cn('list-disc space-y-1 pl-5 text-sm text-slate-800 marker:text-slate-400', className)}
    >
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** Label and value pairs in two columns. */
export function Facts({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="flex min-w-0 gap-2">
          <dt className="shrink-0 text-slate-600">{label}:</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
