import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  SettingsSchema,
  type Settings,
  type SettingsGroup,
  type SettingsPatch,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The stored document laid over the defaults, field by field. A stored value that no longer passes
 * the contract (an option since removed, a hand-edited row) falls back to its default instead of
 * failing every request of that user.
 */
export function withDefaults(stored: unknown): Settings {
  const source = isObject(stored) ? stored : {};
  const out = structuredClone(DEFAULT_SETTINGS) as unknown as Record<SettingsGroup, Json>;
  for (const group of SETTINGS_GROUPS) {
    const saved = source[group];
    if (!isObject(saved)) continue;
    const shape = SettingsSchema.shape[group].shape as Record<
      string,
      { safeParse(v: unknown): { success: boolean } }
    >;
    for (const [key, value] of Object.entries(saved)) {
      if (key in shape && shape[key]!.safeParse(value).success) out[group][key] = value;
    }
  }
  return out as unknown as Settings;
}

/** Drops undefined values and empty groups, so a field left out of a save keeps its stored value. */
function compact(patch: SettingsPatch): SettingsPatch {
  const out: Record<string, Json> = {};
  for (const group of SETTINGS_GROUPS) {
    const values = patch[group];
    if (!values) continue;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length > 0) out[group] = defined;
  }
  return out as SettingsPatch;
}

export async function getSettings(db: Db, userId: string): Promise<Settings> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return withDefaults(row?.settings);
}

/**
 * Merges a partial update into the stored document in one statement: each group given is merged key
 * by key (jsonb `||`), so two saves of different groups or fields at once never undo each other.
 * Only the fields sent are stored; the rest keep following the defaults.
 */
export async function updateSettings(db: Db, userId: string, patch: SettingsPatch): Promise<Settings> {
  const changes = compact(patch);
  if (Object.keys(changes).length === 0) return getSettings(db, userId);
  // Qualified by hand: inside ON CONFLICT a bare "settings" would be ambiguous with excluded.settings.
  const current = sql.raw('"user_settings"."settings"');
  const groups = Object.entries(changes).map(
    ([group, values]) =>
      sql`${group}::text, coalesce(${current} -> ${group}::text, '{}'::jsonb) || ${JSON.stringify(values)}::jsonb`,
  );
  const merged = sql`${current} || jsonb_build_object(${sql.join(groups, sql`, `)})`;
  const [row] = await db
    .insert(userSettings)
    .values({ userId, settings: changes, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings: merged, updatedAt: new Date() } })
    .returning({ settings: userSettings.settings });
  return withDefaults(row?.settings);
}

/** DELETE /voice/settings/: forget every stored value, so the user follows the defaults again. */
export async function resetSettings(db: Db, userId: string): Promise<Settings> {
  await db.delete(userSettings).where(eq(userSettings.userId, userId));
  return withDefaults(null);
}

const SESSION_AUDIO_FIELDS = {
  audio_enabled: 'enabled',
  voice_type: 'voice_type',
  voice_speed: 'voice_speed',
} as const;

/**
 * preValidation hook of session start: the student's audio settings fill whatever the request
 * leaves out (audio on/off, voice, speed), so they become the defaults of new sessions. Values the
 * request gives win; the contract's own defaults apply only when nothing else does.
 */
export async function fillSessionAudioDefaults(db: Db, request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!isObject(body) || !request.user) return;
  const missing = Object.keys(SESSION_AUDIO_FIELDS).filter((k) => body[k] === undefined);
  if (missing.length === 0) return;
  const { audio } = await getSettings(db, request.user.id);
  for (const key of missing)
    body[key] = audio[SESSION_AUDIO_FIELDS[key as keyof typeof SESSION_AUDIO_FIELDS]];
}
