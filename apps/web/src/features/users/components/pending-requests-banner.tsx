import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { usePendingRequests } from '../../../api/users';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Admin dashboard overview: sign-ups and password resets waiting for an admin, with a way to them. */
export function PendingRequestsBanner() {
  const { data, isError, refetch } = usePendingRequests();
  if (isError) {
    return (
      <Banner tone="error">
        <span>Failed to load pending requests. </span>
        <Button variant="link" className="text-sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </Banner>
    );
  }
  if (!data || (data.pending_count === 0 && data.reset_request_count === 0)) return null;
  return (
    <section
      aria-label="Pending requests"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-950"
    >
      <div>
        <p className="font-semibold">
          {data.pending_count > 0
            ? `${plural(data.pending_count, 'account request is', 'account requests are')} waiting for approval`
            : 'No account requests waiting'}
        </p>
        {data.reset_request_count > 0 && (
          <p className="text-sm">
            {plural(data.reset_request_count, 'user has', 'users have')} asked for a password reset.{' '}
            <Link to="/admin/users?reset=1" className="font-medium underline underline-offset-4">
              Review reset requests
            </Link>
          </p>
        )}
      </div>
      {data.pending_count > 0 && (
        <Link
          to="/admin/users?status=requested"
          className="focus-ring rounded-lg bg-amber-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-amber-800"
        >
          Review Requests
        </Link>
      )}
    </section>
  );
}
