import { SUBSCRIPTION_PLANS } from '@practicum/contract';
import { Link, useSearchParams } from 'react-router';
import { useAuth, dashboardPathFor } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';

const truthy = (value: string | null) => value !== null && value !== 'false' && value !== '0';

function planLabel(plan: string | null): string | null {
  if (!plan || !(SUBSCRIPTION_PLANS as readonly string[]).includes(plan)) return null;
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** Checkout return address: ?success=true&plan=... or ?cancelled=true&plan=... */
export default function ProfilePage() {
  const [params] = useSearchParams();
  const { role } = useAuth();
  const plan = planLabel(params.get('plan'));
  const success = truthy(params.get('success'));
  const cancelled = truthy(params.get('cancelled')) || truthy(params.get('canceled'));
  const title = success ? 'Payment Successful' : cancelled ? 'Checkout Cancelled' : 'Profile';
  usePageTitle(title);

  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {success && plan && <p className="text-slate-700">Your {plan} plan is now active.</p>}
      {cancelled && plan && <p className="text-slate-700">You have not been charged for the {plan} plan.</p>}
      <Link
        to={dashboardPathFor(role)}
        className="inline-block font-medium text-teal-700 underline-offset-4 hover:underline"
      >
        Go to your dashboard
      </Link>
    </div>
  );
}
