/**
 * What the reachability check accepts beyond the entry points the workspaces declare (package.json
 * scripts, index.html). Every line says why the file is legitimately not imported by the server or the
 * web app; anything else unreached is test support to move out of src/ or dead code to delete.
 *
 * Both lists are empty today: every server command (start, migrate, seed, score) runs through
 * apps/server/src/main.ts, the eSpeak worker is found through its `new URL(..., import.meta.url)`, and
 * the database migrations are SQL files the migrator reads, not modules.
 */

/** Run on their own, walked like the declared entries so what they import counts as reached. */
export const EXTRA_ENTRIES: readonly string[] = [];

/** Loaded by something other than an import, so the walk cannot see them; not walked. */
export const ALLOWED: readonly string[] = [];
