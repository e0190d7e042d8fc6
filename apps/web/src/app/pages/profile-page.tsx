import { useSearchParams } from 'react-router';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { BillingView, checkoutTitle } from '../../features/subscription/components/billing-view';
import { readCheckoutReturn } from '../../features/subscription/components/checkout-outcome';
import { useAuth } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /profile: the user's own profile (personal information, password) with their plan below it; as the
 * checkout return address (?success=true&plan=... or ?cancelled=true&plan=...) the outcome and the plan.
 */
export default function ProfilePage() {
  const [params] = useSearchParams();
  const { role } = useAuth();
  return readCheckoutReturn(params).outcome ? (
    <CheckoutReturn params={params} isStudent={role === 'student'} />
  ) : (
    <Profile />
  );
}

function Profile() {
  const { role } = useAuth();
  const student = role === 'student';
  usePageTitle(student ? 'Profile' : 'Profile & Security');
  return (
    <div className="space-y-10">
      <ProfileSection variant={student ? 'student' : 'admin'} />
      {/* Plans stay one scroll away from the profile; the upgrade links land on the plan list (#plans). */}
      <BillingView isStudent={student} />
    </div>
  );
}

function CheckoutReturn({ params, isStudent }: { params: URLSearchParams; isStudent: boolean }) {
  const title = checkoutTitle(params);
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">Your plan, your practice allowance, and upgrades.</p>
      </div>
      <BillingView isStudent={isStudent} />
    </div>
  );
}
