import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  /** Keeps the outline intact: h2 directly under a page's h1, h3 inside a section. */
  level?: 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
}

/** What to show when a list has nothing in it: what happened and what to do next. */
export function EmptyState({ title, level = 2, children, actions }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="text-4xl" aria-hidden="true">
        🩺
      </span>
      <Heading className="mt-3 text-base font-semibold text-slate-900">{title}</Heading>
      {children && <div className="mx-auto mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
