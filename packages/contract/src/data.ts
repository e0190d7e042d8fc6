import { z } from 'zod';

/**
 * What the institution keeps of its students' data and for how long, how much each student may
 * store, and each student's own copy and erasure of it.
 */

/** `GET`/`PUT /voice/data/settings` (admins): the institution's retention and storage rules. */
export const DataSettingsSchema = z.strictObject({
  /**
   * Recordings and transcripts of sessions that started more than this many days ago are deleted
   * by a scheduled job (scores and reports stay). null: kept until someone deletes them.
   */
  retention_days: z.int().min(1).max(3650).nullable(),
  /**
   * Megabytes of recordings each user may keep. Once reached, new sessions run without a recording
   * until the user deletes some. null: no limit.
   */
  storage_quota_mb: z.int().min(1).max(1_000_000).nullable(),
});
export type DataSettings = z.infer<typeof DataSettingsSchema>;
export const DEFAULT_DATA_SETTINGS: DataSettings = { retention_days: null, storage_quota_mb: null };

/** `GET /voice/data/usage`: the caller's stored recordings against the quota. */
export const StorageUsageSchema = z.object({
  used_bytes: z.number().int().min(0),
  /** null: no limit. */
  quota_bytes: z.number().int().min(0).nullable(),
  recordings: z.number().int().min(0),
  /** True when new sessions will not be recorded until some recordings are deleted. */
  quota_reached: z.boolean(),
  /** Days the institution keeps recordings and transcripts (null: until deleted). */
  retention_days: z.number().int().nullable(),
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

/** `POST /voice/data/erase`: the student's own account and everything in it, confirmed by password. */
export const EraseMyDataBodySchema = z.strictObject({
  password: z.string().min(1, 'Enter your password to confirm').max(1000),
});
export type EraseMyDataBody = z.infer<typeof EraseMyDataBodySchema>;

export const ERASED_MESSAGE = 'Your account and all its data have been deleted.';
