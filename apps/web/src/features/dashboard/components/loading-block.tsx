import { Spinner } from '../../../components/ui/spinner';

/** A centred, announced spinner for a section that is loading. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-teal-700">
      <Spinner className="size-7" label={label} />
      <span className="text-sm text-slate-600" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
