import { eq } from 'drizzle-orm';
import { DataSettingsSchema, DEFAULT_DATA_SETTINGS, type DataSettings } from '@practicum/contract';
import type { Db } from '../../db/client';
import { institutionSettings } from '../../db/schema';

const NAME = 'data_retention';

/** The admin's retention and quota rules, or none (keep everything, no quota) when never saved. */
export async function dataSettings(db: Db): Promise<DataSettings> {
  const [row] = await db
    .select({ value: institutionSettings.value })
    .from(institutionSettings)
    .where(eq(institutionSettings.name, NAME))
    .limit(1);
  const parsed = DataSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_DATA_SETTINGS };
}

export async function saveDataSettings(db: Db, value: DataSettings, actorId: string): Promise<void> {
  await db
    .insert(institutionSettings)
    .values({ name: NAME, value, updatedBy: actorId })
    .onConflictDoUpdate({
      target: institutionSettings.name,
      set: { value, updatedBy: actorId, updatedAt: new Date() },
    });
}
