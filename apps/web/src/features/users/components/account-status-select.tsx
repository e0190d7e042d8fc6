import { accountStatusLabel, type AccountStatus, type User } from '@practicum/contract';
import { useState } from 'react';
import { nameOf, STATUS_OPTIONS } from './format';
import { InlineSelect } from './inline-select';
import { StatusChangeDialog } from './status-change-dialog';

interface AccountStatusSelectProps {
  user: User;
  disabled: boolean;
  title?: string;
  /** The id of the hint that says what the statuses mean. */
  hintId?: string;
  /** 'Updated account status to …' in the table, 'Successfully updated account status to …' in details. */
  successText: (label: string) => string;
  onSuccess: (text: string) => void;
}

/**
 * The account status control. The table row and the details modal each show one; both read the
 * same cached user and write through the same mutation, so they always agree. A choice is only a
 * proposal until confirmed: a native select changes on a stray arrow key, and every status but
 * activated locks the person out.
 */
export function AccountStatusSelect({
  user,
  disabled,
  title,
  hintId,
  successText,
  onSuccess,
}: AccountStatusSelectProps) {
  const [proposed, setProposed] = useState<AccountStatus | null>(null);
  return (
    <>
      <InlineSelect
        label={`Account status of ${nameOf(user)}`}
        title={title}
        aria-describedby={hintId}
        options={STATUS_OPTIONS}
        value={user.account_status}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value as AccountStatus;
          if (next !== user.account_status) setProposed(next);
        }}
      />
      {proposed && (
        <StatusChangeDialog
          user={user}
          newStatus={proposed}
          onClose={() => setProposed(null)}
          onChanged={(updated) => {
            setProposed(null);
            onSuccess(`✓ ${successText(accountStatusLabel(updated.account_status))}`);
          }}
        />
      )}
    </>
  );
}
