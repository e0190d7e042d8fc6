import type { PrivacySettings, SecurityPasswordForm } from '@practicum/contract';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Switch } from '../../../components/ui/switch';
import { errorText } from '../../../lib/api-error';
import { useFlash } from '../../../lib/use-flash';
import { useUpdatePassword } from '../../../api/profile';
import { securityFormErrors } from '../password-rules';
import { SettingsCard } from './settings-card';
import { StrengthMeter } from './strength-meter';

const EMPTY: SecurityPasswordForm = { current_password: '', new_password: '', confirm_password: '' };

function PasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const change = useUpdatePassword();
  const { flash, success, error, clear } = useFlash();

  const set = (key: keyof SecurityPasswordForm) => (event: { target: { value: string } }) => {
    const next = { ...form, [key]: event.target.value };
    setForm(next);
    // After a first attempt, errors follow the typing so they disappear as soon as they are fixed.
    if (submitted) setErrors(securityFormErrors(next));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = securityFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        setSubmitted(false);
        success('Password changed successfully!');
      },
      onError: (err) => error(errorText(err, 'Failed to change password. Please try again.')),
    });
  }

  return (
    <SettingsCard
      title="Change password"
      description="At least 8 characters with an uppercase and a lowercase letter, a number and a symbol. Other devices are signed out."
    >
      {flash && (
        <Banner tone={flash.tone} onDismiss={clear}>
          {flash.text}
        </Banner>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={form.current_password}
          onChange={set('current_password')}
          error={errors.current_password}
          required
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={form.new_password}
          onChange={set('new_password')}
          error={errors.new_password}
          required
        />
        <StrengthMeter password={form.new_password} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={form.confirm_password}
          onChange={set('confirm_password')}
          error={errors.confirm_password}
          required
        />
        <Button type="submit" loading={change.isPending}>
          Change Password
        </Button>
      </form>
    </SettingsCard>
  );
}

const PRIVACY: { key: keyof PrivacySettings; label: string; description: string }[] = [
  {
    key: 'session_recording',
    label: 'Record my sessions',
    description: 'Keep the audio of each session so you can replay and download it.',
  },
  {
    key: 'data_collection',
    label: 'Use my sessions to improve feedback',
    description: 'Let instructors use anonymised transcripts to tune the patients and the scoring.',
  },
  {
    key: 'analytics',
    label: 'Usage analytics',
    description: 'Count page views and feature use, never what you say.',
  },
];

export function SecurityTab({
  privacy,
  onPrivacyChange,
}: {
  privacy: PrivacySettings;
  onPrivacyChange: (patch: Partial<PrivacySettings>) => void;
}) {
  return (
    <div className="space-y-6">
      <PasswordForm />
      <SettingsCard title="Privacy" description="Saved with Save Settings below.">
        {PRIVACY.map((item) => (
          <Switch
            key={item.key}
            label={item.label}
            description={item.description}
            checked={privacy[item.key]}
            onChange={(checked) => onPrivacyChange({ [item.key]: checked })}
          />
        ))}
      </SettingsCard>
    </div>
  );
}
