import { accountStatusLabel, type AccountStatus, type User } from '@practicum/contract';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useUpdateAccountStatus } from '../../../api/users';
import { crossed, nameOf } from './format';

/** Turning a request down always says why; the reason is kept with the change in the audit log. */
const needsReason = (status: AccountStatus) => status === 'rejected' || status === 'refused';
export const REASON_REQUIRED = 'Please give a reason';
const REASON_MAX = 500;

/** What the change does to the person, in the words the admin needs before confirming. */
function consequence(user: User, status: AccountStatus): string {
  const signsOut = user.account_status === 'activated' ? ' They are signed out everywhere.' : '';
  switch (status) {
    case 'activated':
      return 'They can sign in at once.';
    case 'deactivated':
      return `They cannot sign in until an admin activates the account again.${signsOut}`;
    case 'rejected':
      return `The request is turned down for now; you can still approve it later. They cannot sign in.${signsOut}`;
    case 'refused':
      return `The request is turned down for good. They cannot sign in.${signsOut}`;
    case 'requested':
      return `The account goes back to waiting for approval and cannot sign in meanwhile.${signsOut}`;
  }
}

function confirmLabel(user: User, status: AccountStatus): string {
  switch (status) {
    case 'activated':
      return user.account_status === 'requested' ? 'Approve' : 'Activate';
    case 'deactivated':
      return 'Deactivate';
    case 'rejected':
      return 'Reject request';
    case 'refused':
      return 'Refuse request';
    case 'requested':
      return 'Set to pending approval';
  }
}

function titleOf(user: User, status: AccountStatus): string {
  const name = nameOf(user);
  if (status === 'rejected') return `Reject ${name}’s account request?`;
  if (status === 'activated' && user.account_status === 'requested') return `Approve ${name}?`;
  return `Change ${name}’s account status to ${accountStatusLabel(status)}?`;
}

interface StatusChangeDialogProps {
  user: User;
  newStatus: AccountStatus;
  onClose: () => void;
  /** Called with the updated user once the server has made the change. */
  onChanged: (updated: User) => void;
}

/**
 * Confirms an account status change, naming the person and what it does to them, with a reason for
 * the audit log (required when turning a request down). Focus returns to what opened it.
 */
export function StatusChangeDialog({ user, newStatus, onClose, onChanged }: StatusChangeDialogProps) {
  const mutation = useUpdateAccountStatus();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const required = needsReason(newStatus);
  const destructive = newStatus !== 'activated';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (required && !reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    setReasonError(undefined);
    mutation.mutate(
      { id: user.id, newStatus, reason: reason.trim() || undefined },
      { onSuccess: (updated) => onChanged(updated) },
    );
  }

  return (
    <Modal title={titleOf(user, newStatus)} description={consequence(user, newStatus)} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {mutation.isError && (
          <Banner tone="error">{crossed(mutation.error, 'Failed to update account status')}</Banner>
        )}
        <TextareaField
          label={required ? 'Reason' : 'Reason (optional)'}
          hint="Kept in the audit log with this change."
          required={required}
          // A reason is what this dialog asks for when turning a request down.
          autoFocus={required}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          error={reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} autoFocus={!required}>
            Cancel
          </Button>
          {destructive ? (
            <button
              type="submit"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
              className="focus-ring inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:bg-red-700/60"
            >
              {mutation.isPending && <Spinner className="size-4" />}
              {confirmLabel(user, newStatus)}
            </button>
          ) : (
            <Button type="submit" loading={mutation.isPending}>
              {confirmLabel(user, newStatus)}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
