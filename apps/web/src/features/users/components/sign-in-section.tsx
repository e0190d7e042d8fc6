import type { User } from '@practicum/contract';
import { useState } from 'react';
import { useEndSessions, useSignInState, useUnlockSignIn } from '../../../api/users';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { createdOf, crossed, nameOf } from './format';

interface SignInSectionProps {
  user: User;
  /** Whether the viewer may act on this account (ADR 009; the account status section says why not). */
  manageable: boolean;
  onSuccess: (text: string) => void;
  onError: (text: string) => void;
}

const times = (n: number) => `${n} failed sign-in${n === 1 ? '' : 's'}`;

/**
 * The account's sign-in: a lock after repeated failed sign-ins (with Unlock), and the browsers it is
 * signed in on (with End all sessions, confirmed first).
 */
export function SignInSection({ user, manageable, onSuccess, onError }: SignInSectionProps) {
  const { data, isPending, isError } = useSignInState(user.id);
  const unlock = useUnlockSignIn();
  const end = useEndSessions();
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const name = nameOf(user);

  function doUnlock() {
    unlock.mutate(user.id, {
      onSuccess: () => onSuccess(`✓ Sign-in unlocked for ${name}`),
      onError: (err) => onError(crossed(err, 'Failed to unlock sign-in')),
    });
  }

  function doEnd() {
    end.mutate(user.id, {
      onSuccess: () => {
        setConfirmingEnd(false);
        onSuccess(`✓ ${name} was signed out everywhere`);
      },
      onError: (err) => {
        setConfirmingEnd(false);
        onError(crossed(err, 'Failed to end sessions'));
      },
    });
  }

  const locked = data?.locked_until ?? null;
  const sessions = data?.live_sessions ?? 0;

  return (
    <section aria-label="Sign-in" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-sm font-medium text-slate-800">Sign-in</h3>
        {locked && <Badge tone="red">Locked</Badge>}
      </div>
      {isPending ? (
        <Spinner className="size-4 text-teal-700" label="Loading sign-in" />
      ) : isError || !data ? (
        <p className="text-sm text-slate-600">Sign-in details could not be loaded.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {locked
                ? `Locked until ${createdOf(locked, true)} after ${times(data.failed_attempts)}.`
                : data.failed_attempts > 0
                  ? `${times(data.failed_attempts)} since the last successful one.`
                  : 'No failed sign-ins.'}
            </p>
            {manageable && (locked || data.failed_attempts > 0) && (
              <Button variant="secondary" loading={unlock.isPending} onClick={doUnlock}>
                {locked ? 'Unlock sign-in' : 'Clear failed sign-ins'}
              </Button>
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {sessions === 0
                ? 'Not signed in anywhere.'
                : `Signed in on ${sessions} ${sessions === 1 ? 'browser' : 'browsers'}.`}
            </p>
            {manageable && sessions > 0 && (
              <Button variant="secondary" onClick={() => setConfirmingEnd(true)}>
                End all sessions
              </Button>
            )}
          </div>
        </>
      )}
      {confirmingEnd && (
        <ConfirmDialog
          title={`End all of ${name}'s sessions?`}
          description="They are signed out of every browser at once and must sign in again."
          confirmLabel="End all sessions"
          destructive
          loading={end.isPending}
          onClose={() => setConfirmingEnd(false)}
          onConfirm={doEnd}
        />
      )}
    </section>
  );
}
