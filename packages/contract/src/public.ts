import { z } from 'zod';

/** GET /public/stats: real figures for the landing page, available without signing in. */
export const PublicStatsSchema = z.object({
  /** Personas students can practise with: non-archived patients, or the catalogue size before initialisation. */
  personas: z.number().int(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;
