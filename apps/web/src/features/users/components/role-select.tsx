import { userTypeLabel, type User, type UserType } from '@practicum/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateUserRole } from '../../../api/users';
import { crossed, nameOf, roleOptions } from './format';
import { InlineSelect } from './inline-select';

interface RoleSelectProps {
  user: User;
  viewer: Pick<User, 'user_type'> | null;
  disabled: boolean;
  title?: string;
  onSuccess: (text: string) => void;
  onError: (text: string) => void;
}

/** What an administrator role hands over, said before it is given. */
const POWERS: Partial<Record<UserType, string>> = {
  admin:
    'Admins approve and reject accounts, change roles and statuses, reset passwords and see every student’s sessions.',
  super_admin:
    'Super admins can do everything an admin can, and also create, promote, demote and lock out other administrators.',
};

/**
 * Inline role control; a plain admin is offered only the student roles (the server enforces it too).
 * Giving someone an administrator role asks first, naming the person and the role.
 */
export function RoleSelect({ user, viewer, disabled, title, onSuccess, onError }: RoleSelectProps) {
  const mutation = useUpdateUserRole();
  const [proposed, setProposed] = useState<UserType | null>(null);
  const options = roleOptions(viewer);
  // A locked admin row still has to show its current role.
  const shown = options.some((o) => o.value === user.user_type)
    ? options
    : [...options, { value: user.user_type, label: userTypeLabel(user.user_type) }];
  const change = (newRole: UserType) => {
    mutation.mutate(
      { id: user.id, newRole },
      {
        onSuccess: (updated) => {
          setProposed(null);
          onSuccess(`✓ Successfully updated user role to ${userTypeLabel(updated.user_type)}`);
        },
        onError: (error) => {
          setProposed(null);
          onError(crossed(error, 'Failed to update user role'));
        },
      },
    );
  };
  const name = nameOf(user);
  return (
    <>
      <InlineSelect
        label={`Role of ${name}`}
        title={title}
        options={shown}
        value={mutation.isPending ? mutation.variables.newRole : user.user_type}
        disabled={disabled || mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        onChange={(e) => {
          const newRole = e.target.value as UserType;
          if (newRole === user.user_type) return;
          if (POWERS[newRole]) setProposed(newRole);
          else change(newRole);
        }}
      />
      {proposed && (
        <ConfirmDialog
          title={`Make ${name} ${proposed === 'admin' ? 'an' : 'a'} ${userTypeLabel(proposed)}?`}
          description={POWERS[proposed]}
          confirmLabel={`Make ${userTypeLabel(proposed)}`}
          loading={mutation.isPending}
          onClose={() => setProposed(null)}
          onConfirm={() => change(proposed)}
        />
      )}
    </>
  );
}
