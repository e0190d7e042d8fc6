import {
  DISCIPLINES,
  EMAIL_CANNOT_BE_CHANGED,
  UpdateMeBodySchema,
  yearLabel,
  type User,
} from '@practicum/contract';
import { DISCIPLINE_LABEL, isDiscipline } from '../../../lib/discipline';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrors } from '../../../lib/field-errors';
import { useFlash } from '../../../lib/use-flash';
import { useUpdateProfile } from '../../../api/profile';
import { FormCard } from './form-card';

const YEAR_OPTIONS = [
  { value: '', label: 'Not set' },
  ...[1, 2, 3, 4, 5, 6].map((y) => ({ value: String(y), label: yearLabel(y) })),
];

const DISCIPLINE_OPTIONS = [
  { value: '', label: 'Not chosen (all patients alike)' },
  ...DISCIPLINES.map((d) => ({ value: d, label: DISCIPLINE_LABEL[d] })),
];

interface PersonalInfoFormProps {
  user: User;
  /** University, year and discipline are asked of students only. */
  showStudentFields: boolean;
}

/**
 * Names editable, email read-only; students also give university, year and their discipline, whose
 * patients and modules they then see first.
 */
export function PersonalInfoForm({ user, showStudentFields }: PersonalInfoFormProps) {
  const [firstName, setFirstName] = useState(user.first_name ?? '');
  const [lastName, setLastName] = useState(user.last_name ?? '');
  const [university, setUniversity] = useState(user.university ?? '');
  const [year, setYear] = useState(user.year ? String(user.year) : '');
  const [discipline, setDiscipline] = useState<string>(user.discipline ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
  const { flash, success, error, clear } = useFlash();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UpdateMeBodySchema.safeParse({
      first_name: firstName,
      last_name: lastName,
      ...(showStudentFields
        ? {
            university,
            year: year ? Number(year) : null,
            discipline: isDiscipline(discipline) ? discipline : null,
          }
        : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    clear();
    update.mutate(parsed.data, {
      onSuccess: () => success('Profile updated successfully!'),
      onError: () => error('Failed to update profile. Please try again.'),
    });
  }

  return (
    <FormCard title="Personal Information">
      <form onSubmit={submit} noValidate className="space-y-4">
        {flash && (
          <Banner tone={flash.tone} onDismiss={flash.tone === 'error' ? clear : undefined}>
            {flash.text}
          </Banner>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            value={firstName}
            error={errors.first_name}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            value={lastName}
            error={errors.last_name}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint={EMAIL_CANNOT_BE_CHANGED}
          className="[&_input]:cursor-not-allowed [&_input]:bg-slate-100 [&_input]:text-slate-700"
        />
        {showStudentFields && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="University"
              autoComplete="organization"
              maxLength={200}
              value={university}
              error={errors.university}
              onChange={(e) => setUniversity(e.target.value)}
            />
            <SelectField
              label="Year"
              options={YEAR_OPTIONS}
              value={year}
              error={errors.year}
              onChange={(e) => setYear(e.target.value)}
            />
            <SelectField
              label="Discipline"
              options={DISCIPLINE_OPTIONS}
              value={discipline}
              error={errors.discipline}
              onChange={(e) => setDiscipline(e.target.value)}
              className="sm:col-span-2"
            />
          </div>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
