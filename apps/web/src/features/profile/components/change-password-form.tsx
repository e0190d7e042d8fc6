import { NEW_PASSWORDS_DO_NOT_MATCH, UpdatePasswordBodySchema } from '@practicum/contract';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-error';
import { useFlash } from '../../../lib/use-flash';
import { useUpdatePassword } from '../../../api/profile';
import { FormCard } from './form-card';

const FAILED = 'Failed to update password. Please try again.';

/** Change Password (profile): all three fields, new at least 6 characters and matching. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const update = useUpdatePassword();
  const { flash, success, error, clear } = useFlash();
  const complete = current !== '' && next !== '' && confirm !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete) return;
    if (next !== confirm) {
      error(NEW_PASSWORDS_DO_NOT_MATCH);
      return;
    }
    const parsed = UpdatePasswordBodySchema.safeParse({
      current_password: current,
      new_password: next,
      confirm_password: confirm,
    });
    if (!parsed.success) {
      error(parsed.error.issues[0]?.message ?? FAILED);
      return;
    }
    clear();
    update.mutate(parsed.data, {
      onSuccess: (data) => {
        setCurrent('');
        setNext('');
        setConfirm('');
        success(data.message);
      },
      // A wrong current password is the one failure the user can fix; say so.
      onError: (err) =>
        error(
          err instanceof ApiError && err.status === 400 && typeof err.detail === 'string'
            ? err.detail
            : FAILED,
        ),
    });
  }

  const mismatch = flash?.tone === 'error' && flash.text === NEW_PASSWORDS_DO_NOT_MATCH;
  return (
    <FormCard
      title="Change Password"
      description="Changing your password signs you out on every other device."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {flash && (
          <Banner tone={flash.tone} onDismiss={flash.tone === 'error' ? clear : undefined}>
            {flash.text}
          </Banner>
        )}
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            hint="At least 6 characters."
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            value={confirm}
            aria-invalid={mismatch || undefined}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!complete}>
            Update Password
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
