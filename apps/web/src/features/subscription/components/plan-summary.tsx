import { planLabel } from '@practicum/contract';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentSubscription } from '../../../api/subscription';
import { AllowanceMeter } from './allowance-meter';
import { UpgradeLink } from './upgrade-link';

/** A small card with the current plan and allowance, for Settings > Profile. */
export function PlanSummary() {
  const current = useCurrentSubscription();
  const data = current.data;
  return (
    <section
      aria-labelledby="plan-summary-title"
      className="self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="plan-summary-title" className="text-lg font-semibold text-slate-900">
        Plan
      </h2>
      {!data ? (
        current.isError ? (
          <p className="mt-2 text-sm text-slate-600">Your plan could not be loaded.</p>
        ) : (
          <Spinner className="mt-3 size-5 text-teal-700" label="Loading your plan" />
        )
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {planLabel(data.is_paid ? data.plan : 'free')}
            {data.status === 'cancelled' && data.is_paid ? ' (cancelled)' : ''}
          </p>
          <AllowanceMeter allowance={data.allowance} className="mt-4" />
          <div className="mt-5">
            {data.is_paid || data.allowance.unlimited ? (
              <Link
                to="/profile"
                className="focus-ring text-sm font-semibold text-teal-800 underline underline-offset-4"
              >
                Manage plan
              </Link>
            ) : (
              <UpgradeLink />
            )}
          </div>
        </>
      )}
    </section>
  );
}
