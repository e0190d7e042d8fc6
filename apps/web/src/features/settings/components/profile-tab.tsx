import { UpdateMeBodySchema, yearLabel, type UpdateMeBody, type User } from '@practicum/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrors } from '../../../lib/field-errors';
import { SettingsCard } from './settings-card';

export const PROFILE_FORM_ID = 'settings-profile-form';

const YEAR_OPTIONS = [
  { value: '', label: 'Not set' },
  ...[1, 2, 3, 4, 5, 6].map((y) => ({ value: String(y), label: yearLabel(y) })),
];

interface ProfileTabProps {
  user: User;
  /** University and year are asked of students only. */
  isStudent: boolean;
  onSubmit: (body: UpdateMeBody) => void;
  /** Shown beside the form, e.g. the current plan. */
  aside?: ReactNode;
}

/** Names (and university and year for students); submitted by the page's Save Profile button. */
export function ProfileTab({ user, isStudent, onSubmit, aside }: ProfileTabProps) {
  const [form, setForm] = useState({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    university: user.university ?? '',
    year: user.year ? String(user.year) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: UpdateMeBody = {
      first_name: form.first_name,
      last_name: form.last_name,
      ...(isStudent ? { university: form.university, year: form.year ? Number(form.year) : null } : {}),
    };
    const parsed = UpdateMeBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSubmit(body);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <SettingsCard title="Profile" description="How you appear to instructors.">
        <form id={PROFILE_FORM_ID} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            value={form.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
            required
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            value={form.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
          />
          <TextField
            label="Email"
            type="email"
            value={user.email}
            readOnly
            disabled
            hint="Email cannot be changed"
            className="sm:col-span-2"
          />
          {isStudent && (
            <>
              <TextField
                label="University"
                autoComplete="organization"
                value={form.university}
                onChange={set('university')}
                error={errors.university}
              />
              <SelectField
                label="Year"
                value={form.year}
                onChange={set('year')}
                options={YEAR_OPTIONS}
                error={errors.year}
              />
            </>
          )}
        </form>
      </SettingsCard>
      {aside}
    </div>
  );
}
