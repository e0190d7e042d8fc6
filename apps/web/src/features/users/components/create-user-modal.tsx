import { CreateUserBodySchema, type User, type UserType } from '@practicum/contract';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { fieldErrors } from '../../../lib/field-errors';
import { useCreateUser } from '../../../api/users';
import { roleOptions } from './format';

interface CreateUserModalProps {
  viewer: User | null;
  onClose: () => void;
  onCreated: (user: User) => void;
}

const EMPTY = { first_name: '', last_name: '', email: '', password: '' };

/** Create User: all four fields required, user type defaults to Student. */
export function CreateUserModal({ viewer, onClose, onCreated }: CreateUserModalProps) {
  const [form, setForm] = useState(EMPTY);
  const [userType, setUserType] = useState<UserType>('customer');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateUser();

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateUserBodySchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate({ userType, body: parsed.data }, { onSuccess: onCreated });
  }

  return (
    <Modal title="Create User" description="The new account is activated at once." onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {create.isError && <Banner tone="error">{errorText(create.error, 'Failed to create user')}</Banner>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="off" {...field('first_name')} />
          <TextField label="Last Name" autoComplete="off" {...field('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
        <SelectField
          label="User Type"
          options={roleOptions(viewer)}
          value={userType}
          onChange={(e) => setUserType(e.target.value as UserType)}
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create User
          </Button>
        </div>
      </form>
    </Modal>
  );
}
