import { useSearchParams } from 'react-router';
import { BillingView, checkoutTitle } from '../../features/subscription/components/billing-view';
import { useAuth } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';

/** /profile: the checkout return page (?success=true&plan=... or ?cancelled=true&plan=...) and the plan page. */
export default function ProfilePage() {
  const [params] = useSearchParams();
  const { role } = useAuth();
  const title = checkoutTitle(params);
  usePageTitle(title);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">Your plan, your practice allowance, and upgrades.</p>
      </div>
      <BillingView isStudent={role === 'student'} />
    </div>
  );
}
