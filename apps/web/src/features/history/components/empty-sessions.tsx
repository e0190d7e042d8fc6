import type { ReactNode } from 'react';

/** 'No sessions found' with what to do next: adjust the filters, or start a first session. */
export function EmptySessions({ filtered, actions }: { filtered: boolean; actions?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="text-4xl" aria-hidden="true">
        🗂️
      </span>
      <h2 className="mt-3 text-base font-semibold text-slate-900">No sessions found</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
        {filtered
          ? 'Try adjusting your search or filters, or start a new practice session from the dashboard.'
          : 'You have no practice sessions yet. Start your first session from the dashboard.'}
      </p>
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
