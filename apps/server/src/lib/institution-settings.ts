import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { institutionSettings } from '../db/schema';

/**
 * One choice an admin makes for the whole institution, stored as a row of `institution_settings`:
 * its value, or `fallback` when it was never saved or no longer fits its schema.
 */
export async function readInstitutionSetting<T>(
  db: Db,
  name: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  const [row] = await db
    .select({ value: institutionSettings.value })
    .from(institutionSettings)
    .where(eq(institutionSettings.name, name))
    .limit(1);
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
}

/** Saves (creates or replaces) one institution setting, remembering who changed it. */
export async function saveInstitutionSetting(
  db: Db,
  name: string,
  value: unknown,
  actorId: string,
): Promise<void> {
  await db
    .insert(institutionSettings)
    .values({ name, value, updatedBy: actorId })
    .onConflictDoUpdate({
      target: institutionSettings.name,
      set: { value, updatedBy: actorId, updatedAt: new Date() },
    });
}
