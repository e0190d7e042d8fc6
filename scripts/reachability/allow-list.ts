/**
 * What the reachability check accepts beyond the entry points the workspaces declare (package.json
 * scripts, index.html). Every line says why the file is legitimately not imported by the server or the
 * web app; anything else unreached is test support to move out of src/ or dead code to delete.
 */

/** Run on their own, walked like the declared entries so what they import counts as reached. */
export const EXTRA_ENTRIES: readonly string[] = [];

/** Loaded by something other than an import, so the walk cannot see them; not walked. */
export const ALLOWED: readonly string[] = [];
