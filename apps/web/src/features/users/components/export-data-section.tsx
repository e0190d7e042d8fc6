import type { User } from '@practicum/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/save-file';
import { dataArchiveFilename, downloadUserData } from '../../../api/data';
import { crossed } from './format';

interface ExportDataSectionProps {
  user: User;
  onSuccess: (text: string) => void;
  onError: (text: string) => void;
}

/** A copy of everything kept about the user, the same archive they can download themselves (audited). */
export function ExportDataSection({ user, onSuccess, onError }: ExportDataSectionProps) {
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  async function exportData() {
    setBusy(true);
    try {
      saveFile(await downloadUserData(user.id), dataArchiveFilename(user.id));
      onSuccess('✓ Data exported');
    } catch (err) {
      onError(crossed(err, 'Failed to export data'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
    >
      <div>
        <h3 id={titleId} className="text-sm font-medium text-slate-800">
          Data
        </h3>
        <p className="text-sm text-slate-600">
          Profile, settings, sessions with transcripts and scores, and recordings, as a zip file.
        </p>
      </div>
      <Button variant="secondary" loading={busy} onClick={() => void exportData()}>
        Export data
      </Button>
    </section>
  );
}
