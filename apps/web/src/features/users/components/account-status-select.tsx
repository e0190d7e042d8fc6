import { accountStatusLabel, type AccountStatus, type User } from '@practicum/contract';
import { useUpdateAccountStatus } from '../../../api/users';
import { crossed, nameOf, STATUS_OPTIONS } from './format';
import { InlineSelect } from './inline-select';

interface AccountStatusSelectProps {
  user: User;
  disabled: boolean;
  title?: string;
  /** Kept in the audit log with the change. */
  reason?: string;
  /** 'Updated account status to …' in the table, 'Successfully updated account status to …' in details. */
  successText: (label: string) => string;
  onSuccess: (text: string) => void;
  onError: (text: string) => void;
}

/**
 * The account status control. The table row and the details modal each show one; both read the
 * same cached user and write through the same mutation, so they always agree.
 */
export function AccountStatusSelect({
  user,
  disabled,
  title,
  reason,
  successText,
  onSuccess,
  onError,
}: AccountStatusSelectProps) {
  const mutation = useUpdateAccountStatus();
  return (
    <InlineSelect
      label={`Account status of ${nameOf(user)}`}
      title={title}
      options={STATUS_OPTIONS}
      value={mutation.isPending ? mutation.variables.newStatus : user.account_status}
      disabled={disabled || mutation.isPending}
      aria-busy={mutation.isPending || undefined}
      onChange={(e) => {
        const newStatus = e.target.value as AccountStatus;
        mutation.mutate(
          { id: user.id, newStatus, reason },
          {
            onSuccess: (updated) => onSuccess(`✓ ${successText(accountStatusLabel(updated.account_status))}`),
            onError: (error) => onError(crossed(error, 'Failed to update account status')),
          },
        );
      }}
    />
  );
}
