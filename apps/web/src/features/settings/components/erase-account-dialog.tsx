import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { useEraseMyData } from '../../../api/data';

/**
 * The one step before an account is deleted for good: says what goes, asks for the password and a
 * typed DELETE. The delete button stays disabled until the word is typed, so Enter after the
 * password alone never deletes anything.
 */
export function EraseAccountDialog({ onClose }: { onClose: () => void }) {
  const erase = useEraseMyData();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState(false);
  const confirmed = typed.trim().toUpperCase() === 'DELETE';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setMissing(true);
    if (!confirmed || erase.isPending) return;
    erase.mutate({ password });
  }

  return (
    <Modal
      title="Delete your account for good?"
      description="This cannot be undone. Your profile, settings, every session with its transcript, scores and report, and every recording are deleted. Download your data first if you want a copy."
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {erase.isError && (
          <Banner tone="error">{errorText(erase.error, 'Failed to delete your account.')}</Banner>
        )}
        <PasswordField
          label="Password"
          autoFocus
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setMissing(false);
          }}
          error={missing ? 'Enter your password to confirm' : undefined}
        />
        <TextConfirm value={typed} onChange={setTyped} />
        <div className="flex flex-wrap justify-end gap-3 pt-1">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <button
            type="submit"
            disabled={!confirmed || erase.isPending}
            aria-busy={erase.isPending || undefined}
            className="focus-ring inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:bg-red-700/60"
          >
            {erase.isPending && <Spinner className="size-4" />}
            Delete my account
          </button>
        </div>
      </form>
    </Modal>
  );
}

function TextConfirm({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor="erase-confirm" className="text-sm font-medium text-slate-800">
        Type DELETE to confirm
      </label>
      <input
        id="erase-confirm"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none"
      />
    </div>
  );
}
