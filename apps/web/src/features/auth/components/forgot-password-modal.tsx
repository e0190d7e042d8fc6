import { ForgotPasswordBodySchema } from '@practicum/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useForgotPassword } from '../../../api/users';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';

const INVALID_EMAIL = 'Please enter a valid email address';

interface ForgotPasswordModalProps {
  onClose: () => void;
}

/**
 * Password resets go through an admin: the request only flags the account, and an admin sets a new
 * password and passes it on.
 */
export function ForgotPasswordModal({ onClose }: ForgotPasswordModalProps) {
  const [email, setEmail] = useState('');
  const reset = useForgotPassword();
  const done = reset.isSuccess;
  const [errors, setErrors] = useState<{ email?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (done) {
      onClose();
      return;
    }
    const parsed = ForgotPasswordBodySchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setErrors({ email: INVALID_EMAIL });
      return;
    }
    setErrors({});
    reset.mutate(parsed.data);
  }

  return (
    <Modal
      title="Forgot Password"
      description="Enter the email you registered with. An administrator will be asked to reset your password."
      onClose={onClose}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        {reset.isError && <Banner tone="error">Failed to request password reset.</Banner>}
        {done && <Banner tone="success">{reset.data.message}</Banner>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          disabled={done}
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@university.edu"
        />
        <div className="flex justify-end gap-3 pt-2">
          {!done && (
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={reset.isPending}>
            {done ? 'Close' : 'Send Reset Request'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
