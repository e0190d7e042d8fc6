import { DataSettingsSchema, type DataSettings } from '@practicum/contract';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { useFlash } from '../../../lib/use-flash';
import { useDataSettings, useUpdateDataSettings } from '../../../api/data';
import { SettingsCard } from './settings-card';

interface RulesForm {
  retention_days: string;
  storage_quota_mb: string;
}

const toForm = (s: DataSettings): RulesForm => ({
  retention_days: s.retention_days === null ? '' : String(s.retention_days),
  storage_quota_mb: s.storage_quota_mb === null ? '' : String(s.storage_quota_mb),
});

/** An empty field means "no rule"; anything else must be a whole number the contract accepts. */
function parseForm(form: RulesForm): { value?: DataSettings; errors: Partial<RulesForm> } {
  const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const parsed = DataSettingsSchema.safeParse({
    retention_days: numberOrNull(form.retention_days),
    storage_quota_mb: numberOrNull(form.storage_quota_mb),
  });
  if (parsed.success) return { value: parsed.data, errors: {} };
  const errors: Partial<RulesForm> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof RulesForm;
    errors[key] =
      key === 'retention_days'
        ? 'Enter whole days from 1 to 3650, or leave empty to keep everything'
        : 'Enter whole megabytes from 1 to 1000000, or leave empty for no limit';
  }
  return { errors };
}

/** Admins: how long transcripts and recordings are kept, and how much each user may record. */
export function DataRulesCard() {
  const settings = useDataSettings();
  const update = useUpdateDataSettings();
  const { flash, success, error, clear } = useFlash();
  const [draft, setDraft] = useState<RulesForm | null>(null);
  const [errors, setErrors] = useState<Partial<RulesForm>>({});
  const form = draft ?? (settings.data ? toForm(settings.data) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const { value, errors: found } = parseForm(form);
    setErrors(found);
    if (!value) return;
    update.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        success('Data rules saved.');
      },
      onError: (err) => error(errorText(err, 'Failed to save the data rules. Please try again.')),
    });
  }

  return (
    <SettingsCard
      title="Institution data rules"
      description="Apply to every account. Scores and reports are always kept; only recordings and transcripts are deleted."
    >
      {flash && (
        <Banner tone={flash.tone} onDismiss={clear}>
          {flash.text}
        </Banner>
      )}
      {settings.isPending ? (
        <div className="flex justify-center py-6 text-teal-700">
          <Spinner className="size-6" label="Loading data rules" />
        </div>
      ) : settings.isError || !form ? (
        <Banner tone="error">
          {errorText(settings.error, 'Failed to load the data rules.')}{' '}
          <Button variant="link" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Banner>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Retention period (days)"
              inputMode="numeric"
              value={form.retention_days}
              onChange={(e) => setDraft({ ...form, retention_days: e.target.value })}
              hint="Recordings and transcripts of older sessions are deleted. Empty: keep until deleted."
              error={errors.retention_days}
            />
            <TextField
              label="Storage quota per user (MB)"
              inputMode="numeric"
              value={form.storage_quota_mb}
              onChange={(e) => setDraft({ ...form, storage_quota_mb: e.target.value })}
              hint="Once reached, a user's new sessions are not recorded. Empty: no limit."
              error={errors.storage_quota_mb}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={update.isPending}>
              Save data rules
            </Button>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}
