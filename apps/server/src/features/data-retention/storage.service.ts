import { and, eq, isNotNull } from 'drizzle-orm';
import type { StorageUsage } from '@practicum/contract';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { RecordingStore } from '../../lib/recording-store';
import { dataSettings } from './data-settings.service';

const MB = 1024 * 1024;

/** The recording file ids of a user's sessions (those that still have one). */
export async function recordingIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: sessions.audioFileId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.audioFileId)));
  return rows.map((r) => r.fileId!);
}

/**
 * What a user's recordings take in the store, against the institution's quota. Sizes are read from
 * the store itself rather than kept in a column, so a recording still being written, repaired after
 * a crash or deleted counts as it really is.
 */
export async function storageUsage(db: Db, store: RecordingStore, userId: string): Promise<StorageUsage> {
  const [settings, ids] = await Promise.all([dataSettings(db), recordingIdsOf(db, userId)]);
  let used = 0;
  let recordings = 0;
  for (const id of ids) {
    const size = await store.size(id);
    if (size === null) continue;
    used += size;
    recordings += 1;
  }
  const quota = settings.storage_quota_mb === null ? null : settings.storage_quota_mb * MB;
  return {
    used_bytes: used,
    quota_bytes: quota,
    recordings,
    quota_reached: quota !== null && used >= quota,
    retention_days: settings.retention_days,
  };
}
