import { AdminResetPasswordBodySchema, PASSWORD_RESET_MESSAGE, type User } from '@practicum/contract';
import { useId, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { errorText } from '../../../lib/api-error';
import { fieldErrors } from '../../../lib/field-errors';
import { useFlash } from '../../../lib/use-flash';
import { useResetUserPassword } from '../../../api/users';

interface AdminResetPasswordFormProps {
  user: User;
  /** Why the form is locked, when it is. */
  lockedReason?: string;
}

/** Admin Password Reset: both fields, at least 6 characters, matching. */
export function AdminResetPasswordForm({ user, lockedReason }: AdminResetPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleId = useId();
  const reset = useResetUserPassword();
  const { flash, success, error, clear } = useFlash();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = AdminResetPasswordBodySchema.safeParse({
      new_password: newPassword,
      confirm_password: confirmPassword,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    clear();
    reset.mutate(
      { id: user.id, body: parsed.data },
      {
        onSuccess: () => {
          setNewPassword('');
          setConfirmPassword('');
          success(PASSWORD_RESET_MESSAGE);
        },
        onError: (err) => error(errorText(err, 'Failed to reset password.')),
      },
    );
  }

  const locked = lockedReason !== undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        Admin Password Reset
      </h3>
      {locked && <p className="text-sm text-slate-600">{lockedReason}</p>}
      {flash && (
        <Banner tone={flash.tone} onDismiss={flash.tone === 'error' ? clear : undefined}>
          {flash.text}
        </Banner>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={newPassword}
          disabled={locked}
          error={errors.new_password}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={confirmPassword}
          disabled={locked}
          error={errors.confirm_password}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={reset.isPending} disabled={locked || !newPassword || !confirmPassword}>
          Reset Password
        </Button>
      </div>
    </form>
  );
}
