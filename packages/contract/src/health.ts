import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Which database engine this instance uses. */
  database: z.enum(['pglite', 'postgres']),
  database_ok: z.boolean(),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
