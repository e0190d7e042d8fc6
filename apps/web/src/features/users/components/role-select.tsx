import { userTypeLabel, type User, type UserType } from '@practicum/contract';
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

/** Inline role control; a plain admin is offered only the student roles (the server enforces it too). */
export function RoleSelect({ user, viewer, disabled, title, onSuccess, onError }: RoleSelectProps) {
  const mutation = useUpdateUserRole();
  const options = roleOptions(viewer);
  // A locked admin row still has to show its current role.
  const shown = options.some((o) => o.value === user.user_type)
    ? options
    : [...options, { value: user.user_type, label: userTypeLabel(user.user_type) }];
  return (
    <InlineSelect
      label={`Role of ${nameOf(user)}`}
      title={title}
      options={shown}
      value={mutation.isPending ? mutation.variables.newRole : user.user_type}
      disabled={disabled || mutation.isPending}
      aria-busy={mutation.isPending || undefined}
      onChange={(e) => {
        const newRole = e.target.value as UserType;
        mutation.mutate(
          { id: user.id, newRole },
          {
            onSuccess: (updated) =>
              onSuccess(`✓ Successfully updated user role to ${userTypeLabel(updated.user_type)}`),
            onError: (error) => onError(crossed(error, 'Failed to update user role')),
          },
        );
      }}
    />
  );
}
