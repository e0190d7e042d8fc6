import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';

interface EmptySessionsProps {
  filtered: boolean;
  /** Cancelled sessions are left out, so "no sessions yet" may not be the whole story. */
  cancelledHidden?: boolean;
  actions?: ReactNode;
}

/** 'No sessions found' with what to do next: adjust the filters, or start a first session. */
export function EmptySessions({ filtered, cancelledHidden = false, actions }: EmptySessionsProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {/* Drawn, not an emoji: without an emoji font an emoji shows as an empty box. */}
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon className="size-6">
          <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />
          <path d="M3 10h18" />
        </Icon>
      </span>
      <h2 className="mt-3 text-base font-semibold text-slate-900">No sessions found</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
        {filtered
          ? 'Try adjusting your search or filters, or start a new practice session from the dashboard.'
          : 'You have no practice sessions yet. Start your first session from the dashboard.'}
        {cancelledHidden && ' Cancelled sessions are hidden until you choose Show cancelled.'}
      </p>
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
