import { PASSWORD_MIN, SignupBodySchema } from '@practicum/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { useSignup } from '../../../api/auth';
import { fieldErrors } from '../../../lib/field-errors';
import { PasswordField } from '../../../components/ui/password-field';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';

interface RegisterFormProps {
  onRegistered: (message: string) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signupMutation = useSignup();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: errors[key],
    name: key,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SignupBodySchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    signupMutation.mutate(parsed.data, { onSuccess: (data) => onRegistered(data.message) });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {signupMutation.isError && (
        <Banner tone="error">{errorText(signupMutation.error, 'Registration failed')}</Banner>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" required {...field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@university.edu"
        {...field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        {...field('password')}
      />
      <Button type="submit" fullWidth loading={signupMutation.isPending}>
        Create Account
      </Button>
    </form>
  );
}
