import type { Ref } from 'react';
import type { FormIssue } from './persona-form';

interface IssueListProps {
  issues: FormIssue[];
  /** Where the issues come from, e.g. "The persona" or "The server". */
  source: string;
  ref?: Ref<HTMLDivElement>;
}

/** Every validation problem with its path, announced and focusable so keyboard users land on it. */
export function IssueList({ issues, source, ref }: IssueListProps) {
  const count = issues.length;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <p className="font-semibold">
        {source} has {count} problem{count === 1 ? '' : 's'} to fix:
      </p>
      <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
        {issues.map((issue, i) => (
          <li key={`${issue.path}-${i}`}>
            <code className="rounded bg-red-100 px-1 font-mono text-xs">{issue.path}</code> {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
