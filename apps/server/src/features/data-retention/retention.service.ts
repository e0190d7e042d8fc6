import { and, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionMessages, sessions } from '../../db/schema';
import type { RecordingStore } from '../../lib/recording-store';
import { writeAudit } from '../../plugins/audit';
import { dataSettings } from './data-settings.service';

const DAY_MS = 86_400_000;
/** Sessions handled per transaction, so one run never holds locks on a whole archive at once. */
const BATCH = 200;
/**
 * pg_try_advisory_xact_lock key of the retention job: with several instances on one database, one
 * deletes a batch while the others skip it (arbitrary constant, distinct from the migration lock).
 */
const RETENTION_LOCK_KEY = 727_002;

export interface RetentionDeps {
  db: Db;
  recordings: RecordingStore;
  /** The job's clock; tests pass a fixed one. */
  now: () => Date;
}

export interface RetentionResult {
  /** null: no retention rule is set, nothing was looked at. */
  retentionDays: number | null;
  sessions: number;
  recordings: number;
  messages: number;
  /** Another instance held the lock, so this run left the work to it. */
  skipped: boolean;
}

/** One batch under the lock: its sessions lose their transcript and recording, the audit says so. */
async function purgeBatch(
  tx: Db,
  days: number,
  cutoff: Date,
  now: Date,
): Promise<{ ids: string[]; fileIds: string[]; messages: number } | 'locked'> {
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!lock.rows[0]?.locked) return 'locked';
  // A live session keeps its transcript until it ends, however long ago it started.
  const due = await tx
    .select({ id: sessions.id, fileId: sessions.audioFileId })
    .from(sessions)
    .where(
      and(
        lt(sessions.startTime, cutoff),
        ne(sessions.status, 'active'),
        isNull(sessions.transcriptDeletedAt),
      ),
    )
    .orderBy(sessions.startTime)
    .limit(BATCH);
  if (due.length === 0) return { ids: [], fileIds: [], messages: 0 };
  const ids = due.map((d) => d.id);
  const deleted = await tx
    .delete(sessionMessages)
    .where(inArray(sessionMessages.sessionId, ids))
    .returning({ id: sessionMessages.id });
  await tx
    .update(sessions)
    .set({ audioFileId: null, transcriptDeletedAt: now, updatedAt: now })
    .where(inArray(sessions.id, ids));
  const fileIds = due.flatMap((d) => (d.fileId ? [d.fileId] : []));
  await writeAudit(tx, {
    action: 'data.retention',
    newValue: {
      retention_days: days,
      cutoff: cutoff.toISOString(),
      sessions: ids.length,
      recordings: fileIds.length,
      messages: deleted.length,
    },
  });
  return { ids, fileIds, messages: deleted.length };
}

/**
 * Deletes the transcripts and recordings of sessions that started more than the institution's
 * retention days ago; scores, grades and reports stay. Each batch commits with its audit entry
 * before its files go, so a failed run keeps its recordings, and a rerun carries on where it
 * stopped (a purged session is marked and never selected again).
 */
export async function runRetention({ db, recordings, now }: RetentionDeps): Promise<RetentionResult> {
  const { retention_days: days } = await dataSettings(db);
  const result: RetentionResult = {
    retentionDays: days,
    sessions: 0,
    recordings: 0,
    messages: 0,
    skipped: false,
  };
  if (days === null) return result;
  const at = now();
  const cutoff = new Date(at.getTime() - days * DAY_MS);
  for (;;) {
    const batch = await db.transaction((tx) => purgeBatch(tx, days, cutoff, at));
    if (batch === 'locked') return { ...result, skipped: true };
    for (const fileId of batch.fileIds) await recordings.remove(fileId);
    result.sessions += batch.ids.length;
    result.recordings += batch.fileIds.length;
    result.messages += batch.messages;
    if (batch.ids.length < BATCH) return result;
  }
}
