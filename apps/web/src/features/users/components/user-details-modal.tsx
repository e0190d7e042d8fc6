import { userTypeLabel, type User } from '@practicum/contract';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { useFlash } from '../../../lib/use-flash';
import { useUser } from '../../../api/users';
import { useUpdateUserActive } from '../../../api/users';
import { AccountStatusSelect } from './account-status-select';
import { AdminResetPasswordForm } from './admin-reset-password-form';
import { ExportDataSection } from './export-data-section';
import { SignInSection } from './sign-in-section';
import { StudentProgressSection } from './student-progress-section';
import {
  canManage,
  createdOf,
  crossed,
  emailOf,
  fullNameOf,
  lastLoginOf,
  lockReason,
  nameOf,
  planLabel,
  STATUS_HINT,
} from './format';

interface UserDetailsModalProps {
  userId: string;
  /** The row already on screen, shown while the latest loads; absent when opened from an address. */
  initial?: User;
  viewer: User | null;
  onClose: () => void;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** User Details with the account status control and the Admin Password Reset form. */
export function UserDetailsModal({ userId, initial, viewer, onClose }: UserDetailsModalProps) {
  const { data: user, isFetching, isError, error, refetch } = useUser(userId, initial);
  return (
    <Modal title="User Details" onClose={onClose} className="max-w-2xl!">
      {user ? (
        <UserDetails user={user} isFetching={isFetching} viewer={viewer} onClose={onClose} />
      ) : isError ? (
        <div className="space-y-4">
          <Banner tone="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p>
                <strong className="font-semibold">Failed to load the user.</strong>{' '}
                {errorText(error, 'Please try again.')}
              </p>
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          </Banner>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-center py-12 text-teal-700">
          <Spinner className="size-8" label="Loading user" />
        </div>
      )}
    </Modal>
  );
}

interface UserDetailsProps {
  user: User;
  isFetching: boolean;
  viewer: User | null;
  onClose: () => void;
}

function UserDetails({ user, isFetching, viewer, onClose }: UserDetailsProps) {
  const { flash, success, error, clear } = useFlash();
  const [confirmingActive, setConfirmingActive] = useState(false);
  const active = useUpdateUserActive();
  const manageable = canManage(viewer, user);
  const lock = manageable ? undefined : lockReason(viewer, user);
  const statusHintId = useId();

  function toggleActive() {
    active.mutate(
      { id: user.id, isActive: !user.is_active },
      {
        onSuccess: (u) => {
          setConfirmingActive(false);
          success(`✓ ${u.is_active ? 'Made active' : 'Made inactive'}`);
        },
        onError: (err) => {
          setConfirmingActive(false);
          error(crossed(err, 'Failed to update account status'));
        },
      },
    );
  }

  return (
    <>
      <div className="space-y-6">
        {flash && (
          <Banner tone={flash.tone} onDismiss={flash.tone === 'error' ? clear : undefined}>
            {flash.text}
          </Banner>
        )}
        {user.reset_request && (
          <Banner tone="info">
            <strong className="font-semibold">Password reset requested</strong>
            {user.reset_requested_at ? ` on ${createdOf(user.reset_requested_at, true)}` : ''}. Set a new
            password below and pass it on to the user.
          </Banner>
        )}
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Item label="Full name">
            {fullNameOf(user)}
            {user.is_anonymous && <span className="text-slate-600"> (shown as {user.name})</span>}
          </Item>
          <Item label="Email">{emailOf(user)}</Item>
          <Item label="User type">{userTypeLabel(user.user_type)}</Item>
          <Item label="Active">
            <span className="flex flex-wrap items-center gap-3">
              {user.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>}
              {/* Suspending sign-in is for activated accounts; other statuses are inactive anyway. */}
              {manageable && user.account_status === 'activated' && (
                <Button
                  variant="link"
                  className="text-sm"
                  loading={active.isPending}
                  onClick={() => setConfirmingActive(true)}
                >
                  {user.is_active ? 'Make inactive' : 'Make active'}
                </Button>
              )}
            </span>
          </Item>
          <Item label="Created">{createdOf(user.created_at, true)}</Item>
          <Item label="Last login">{lastLoginOf(user.last_login)}</Item>
          <Item label="Subscription">{planLabel(user.subscription)}</Item>
          {user.university && <Item label="University">{user.university}</Item>}
        </dl>

        {/* Only students practise; an instructor opening one sees how they are getting on. */}
        {user.user_type === 'customer' && <StudentProgressSection user={user} />}

        <section aria-label="Account status" className="space-y-3 rounded-xl border border-slate-200 p-4">
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-800" aria-hidden="true">
              Account status
            </p>
            <AccountStatusSelect
              user={user}
              disabled={!manageable}
              title={lock}
              hintId={statusHintId}
              successText={(label) => `Successfully updated account status to ${label}`}
              onSuccess={success}
            />
            <p id={statusHintId} className="text-xs text-slate-600">
              {STATUS_HINT} You confirm each change and can give a reason for the audit log.
            </p>
          </div>
          {lock && <p className="text-sm text-slate-600">{lock}.</p>}
          {isFetching && <Spinner className="size-4 text-teal-700" label="Refreshing user" />}
        </section>

        <SignInSection user={user} manageable={manageable} onSuccess={success} onError={error} />

        <section className="rounded-xl border border-slate-200 p-4">
          <AdminResetPasswordForm
            user={user}
            lockedReason={
              manageable
                ? undefined
                : viewer?.id === user.id
                  ? 'Use Profile & Security to change your own password.'
                  : 'Only a super admin can reset the password of an administrator.'
            }
          />
        </section>

        <ExportDataSection user={user} onSuccess={success} onError={error} />

        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      {confirmingActive && (
        <ConfirmDialog
          title={user.is_active ? `Make ${nameOf(user)} inactive?` : `Make ${nameOf(user)} active?`}
          description={
            user.is_active
              ? 'They are signed out everywhere and cannot sign in until made active again.'
              : 'They can sign in again at once.'
          }
          confirmLabel={user.is_active ? 'Make inactive' : 'Make active'}
          destructive={user.is_active}
          loading={active.isPending}
          onClose={() => setConfirmingActive(false)}
          onConfirm={toggleActive}
        />
      )}
    </>
  );
}
