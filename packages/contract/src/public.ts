import { z } from 'zod';

/** GET /public/stats: real figures for the landing page, available without signing in. */
export const PublicStatsSchema = z.object({
  /** Personas students can practise with: non-archived patients, or the catalogue size before initialisation. */
  personas: z.number().int(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;

/** GET /public/settings: server settings the browser needs before and after signing in. */
export const PublicSettingsSchema = z.object({
  /** Seconds without activity after which the browser signs out; 0 when it never does. */
  inactivity_timeout_seconds: z.number().int().min(0),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
