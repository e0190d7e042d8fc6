import type { User } from '@practicum/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useUpdateAccountStatus } from '../../../api/users';
import { crossed, nameOf } from './format';
import { StatusChangeDialog } from './status-change-dialog';

interface ApprovalActionsProps {
  /** An account waiting for approval. */
  user: User;
  onSuccess: (text: string) => void;
  onError: (text: string) => void;
}

/**
 * Approve and Reject for an account waiting for approval, beside its status menu. Approving is one
 * click (it only lets the person in, and can be undone); rejecting asks for a reason.
 */
export function ApprovalActions({ user, onSuccess, onError }: ApprovalActionsProps) {
  const approve = useUpdateAccountStatus();
  const [rejecting, setRejecting] = useState(false);
  const name = nameOf(user);
  return (
    <div className="flex items-center gap-2">
      <Button
        className="px-3 py-1.5"
        loading={approve.isPending}
        onClick={() =>
          approve.mutate(
            { id: user.id, newStatus: 'activated' },
            {
              onSuccess: () => onSuccess(`✓ Approved ${name}: they can sign in now`),
              onError: (error) => onError(crossed(error, 'Failed to update account status')),
            },
          )
        }
      >
        Approve<span className="sr-only"> {name}</span>
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1.5 text-red-800"
        disabled={approve.isPending}
        onClick={() => setRejecting(true)}
      >
        Reject<span className="sr-only"> {name}</span>
      </Button>
      {rejecting && (
        <StatusChangeDialog
          user={user}
          newStatus="rejected"
          onClose={() => setRejecting(false)}
          onChanged={() => {
            setRejecting(false);
            onSuccess(`✓ Rejected ${name}’s account request`);
          }}
        />
      )}
    </div>
  );
}
