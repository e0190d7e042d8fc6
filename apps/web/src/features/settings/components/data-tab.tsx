import type { StorageUsage } from '@practicum/contract';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { dataArchiveFilename, downloadMyData, useStorageUsage } from '../../../api/data';
import { DataRulesCard } from './data-rules-card';
import { EraseAccountDialog } from './erase-account-dialog';
import { SettingsCard } from './settings-card';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

function Usage({ usage }: { usage: StorageUsage }) {
  const { used_bytes: used, quota_bytes: quota } = usage;
  const percent = quota ? Math.min(100, Math.round((used / quota) * 100)) : 0;
  const count = `${usage.recordings} recording${usage.recordings === 1 ? '' : 's'}`;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800">
        {quota === null ? (
          <>
            <strong className="font-semibold">{megabytes(used)}</strong> in {count}. There is no storage
            limit.
          </>
        ) : (
          <>
            <strong className="font-semibold">{megabytes(used)}</strong> of {megabytes(quota)} used ({count}).
          </>
        )}
      </p>
      {quota !== null && (
        <div
          role="meter"
          aria-label="Recording storage used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% of your storage quota`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={usage.quota_reached ? 'h-full bg-red-600' : 'h-full bg-teal-600'}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {usage.quota_reached && (
        <Banner tone="error">
          Your recordings have reached the storage quota. New sessions run without a recording until you
          delete some sessions in Session History.
        </Banner>
      )}
      <p className="text-sm text-slate-600">
        {usage.retention_days === null
          ? 'Recordings and transcripts are kept until you delete them.'
          : `Recordings and transcripts are deleted ${usage.retention_days} days after a session; scores and reports stay.`}
      </p>
    </div>
  );
}

interface DataTabProps {
  userId: string;
  isStudent: boolean;
  isAdmin: boolean;
}

/** Storage against the quota, a copy of all one's data, the account's deletion; admins set the rules. */
export function DataTab({ userId, isStudent, isAdmin }: DataTabProps) {
  const usage = useStorageUsage();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await downloadMyData(), dataArchiveFilename(userId));
    } catch (err) {
      setDownloadError(`Download failed: ${errorText(err, 'please try again.')}`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-6">
      {isAdmin && <DataRulesCard />}
      <SettingsCard title="Storage" description="What your session recordings take up.">
        {usage.isPending ? (
          <div className="flex justify-center py-6 text-teal-700">
            <Spinner className="size-6" label="Loading storage" />
          </div>
        ) : usage.isError ? (
          <Banner tone="error">
            {errorText(usage.error, 'Failed to load your storage.')}{' '}
            <Button variant="link" onClick={() => void usage.refetch()}>
              Try again
            </Button>
          </Banner>
        ) : (
          <Usage usage={usage.data} />
        )}
      </SettingsCard>
      <SettingsCard
        title="Download my data"
        description="A zip file with your profile and settings, every session with its transcript, scores and report, your recordings, and your cohorts and assignments."
      >
        {downloadError && (
          <Banner tone="error" onDismiss={() => setDownloadError(null)}>
            {downloadError}
          </Banner>
        )}
        <div>
          <Button variant="secondary" onClick={() => void download()} loading={downloading}>
            Download my data
          </Button>
        </div>
      </SettingsCard>
      {isStudent && (
        <SettingsCard
          title="Delete my account"
          description="Deletes your account and everything in it for good. This cannot be undone."
        >
          <div>
            <button
              type="button"
              onClick={() => setErasing(true)}
              className="focus-ring inline-flex items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-800 shadow-sm hover:bg-red-50"
            >
              Delete my account
            </button>
          </div>
        </SettingsCard>
      )}
      {erasing && <EraseAccountDialog onClose={() => setErasing(false)} />}
    </div>
  );
}
