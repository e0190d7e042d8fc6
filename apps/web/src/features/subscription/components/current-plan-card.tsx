import { planLabel, type CurrentSubscription } from '@practicum/contract';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useCancelSubscription } from '../../../api/subscription';
import { AllowanceMeter } from './allowance-meter';
import { formatDate } from './format';

const STATUS: Record<CurrentSubscription['status'], { label: string; tone: BadgeTone }> = {
  none: { label: 'Free', tone: 'slate' },
  active: { label: 'Active', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'amber' },
  expired: { label: 'Expired', tone: 'slate' },
};

function periodText(current: CurrentSubscription): string | null {
  if (!current.is_paid) return current.status === 'expired' ? 'Your paid plan has ended.' : null;
  if (current.plan === 'lifetime') return 'Paid once; yours for good.';
  if (!current.expires_at) return 'Renews automatically until you cancel.';
  return current.status === 'cancelled'
    ? `Cancelled: you keep it until ${formatDate(current.expires_at)}.`
    : `Paid through ${formatDate(current.expires_at)}.`;
}

/** The plan in force, its status and period, the allowance, and cancelling a renewing plan. */
export function CurrentPlanCard({ current }: { current: CurrentSubscription }) {
  const [confirm, setConfirm] = useState(false);
  const cancel = useCancelSubscription();
  const plan = current.is_paid ? current.plan : 'free';
  const status = STATUS[current.is_paid ? current.status : current.status === 'expired' ? 'expired' : 'none'];
  const period = periodText(current);

  return (
    <section
      aria-labelledby="current-plan-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">Current plan</p>
          <h2 id="current-plan-title" className="mt-0.5 text-2xl font-semibold tracking-tight text-slate-900">
            {planLabel(plan)}
          </h2>
        </div>
        {status.label !== 'Free' && <Badge tone={status.tone}>{status.label}</Badge>}
      </div>
      {period && <p className="mt-2 text-sm text-slate-700">{period}</p>}
      <AllowanceMeter allowance={current.allowance} className="mt-5" />
      {cancel.isError && (
        <Banner className="mt-4" onDismiss={() => cancel.reset()}>
          {errorText(cancel.error, 'Failed to cancel the subscription')}
        </Banner>
      )}
      {current.cancellable && (
        <div className="mt-5 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => setConfirm(true)}>
            Cancel subscription
          </Button>
        </div>
      )}
      {confirm && (
        <ConfirmDialog
          title="Cancel your subscription?"
          description={
            current.expires_at
              ? `You keep ${planLabel(plan)} until ${formatDate(current.expires_at)}; after that you are back on the free plan.`
              : `You keep ${planLabel(plan)} until the end of the period you have paid for.`
          }
          confirmLabel="Cancel subscription"
          cancelLabel="Keep my plan"
          destructive
          loading={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirm(false) })}
          onClose={() => setConfirm(false)}
        />
      )}
    </section>
  );
}
