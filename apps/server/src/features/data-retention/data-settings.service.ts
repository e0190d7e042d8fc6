import { DataSettingsSchema, DEFAULT_DATA_SETTINGS, type DataSettings } from '@practicum/contract';
import type { Db } from '../../db/client';
import { readInstitutionSetting, saveInstitutionSetting } from '../../lib/institution-settings';

const NAME = 'data_retention';

/** The admin's retention and quota rules, or none (keep everything, no quota) when never saved. */
export function dataSettings(db: Db): Promise<DataSettings> {
  return readInstitutionSetting(db, NAME, DataSettingsSchema, { ...DEFAULT_DATA_SETTINGS });
}

export function saveDataSettings(db: Db, value: DataSettings, actorId: string): Promise<void> {
  return saveInstitutionSetting(db, NAME, value, actorId);
}
