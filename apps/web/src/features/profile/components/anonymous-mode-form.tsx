import { DISPLAY_NAME_MAX, ToggleAnonymousBodySchema, type User } from '@practicum/contract';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { useFlash } from '../../../lib/use-flash';
import { useToggleAnonymous } from '../../../api/profile';
import { FormCard } from './form-card';

/** Anonymous display mode: a chosen display name replaces the real name wherever it is shown. */
export function AnonymousModeForm({ user }: { user: User }) {
  const [displayName, setDisplayName] = useState(user.display_name ?? '');
  const toggle = useToggleAnonymous();
  const { flash, success, error, clear } = useFlash();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const enabled = !user.is_anonymous;
    const parsed = ToggleAnonymousBodySchema.safeParse({
      enabled,
      ...(displayName.trim() ? { display_name: displayName } : {}),
    });
    if (!parsed.success) {
      error(parsed.error.issues[0]?.message ?? 'Failed to save profile. Please try again.');
      return;
    }
    clear();
    toggle.mutate(parsed.data, {
      onSuccess: (u) => {
        setDisplayName(u.display_name ?? '');
        success(u.is_anonymous ? `You are now shown as ${u.name}.` : 'Your name is shown again.');
      },
      onError: (err) => error(errorText(err, 'Failed to save profile. Please try again.')),
    });
  }

  return (
    <FormCard
      title="Anonymous Mode"
      description={
        user.is_anonymous
          ? `On: you are shown as “${user.name}”.`
          : 'Off: your name is shown. Turn it on to appear under a display name instead.'
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {flash && (
          <Banner tone={flash.tone} onDismiss={flash.tone === 'error' ? clear : undefined}>
            {flash.text}
          </Banner>
        )}
        <TextField
          label="Display Name"
          hint="Leave empty to get one made up for you."
          maxLength={DISPLAY_NAME_MAX}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
        />
        <div className="flex justify-end">
          <Button
            type="submit"
            variant={user.is_anonymous ? 'secondary' : 'primary'}
            loading={toggle.isPending}
          >
            {user.is_anonymous ? 'Turn Off Anonymous Mode' : 'Turn On Anonymous Mode'}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
