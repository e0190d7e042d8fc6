import { LoginBodySchema } from '@practicum/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { useLogin } from '../../../api/auth';
import { fieldErrors } from '../../../lib/field-errors';
import { PasswordField } from '../../../components/ui/password-field';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';

interface LoginFormProps {
  onForgotPassword: () => void;
}

/** Sign-in form; on success the session is stored and the login route redirects to the dashboard. */
export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loginMutation = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = LoginBodySchema.safeParse({ username: email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {loginMutation.isError && (
        <Banner tone="error">{errorText(loginMutation.error, 'Login failed')}</Banner>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.username}
        placeholder="you@university.edu"
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className="-mt-2 flex justify-end">
        <Button variant="link" className="text-sm" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" fullWidth loading={loginMutation.isPending}>
        Sign In
      </Button>
    </form>
  );
}
