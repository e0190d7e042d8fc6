import { count, sql } from 'drizzle-orm';
import { CATALOGUE } from '@practicum/personas';
import type { PublicStats } from '@practicum/contract';
import type { Db } from '../../db/client';
import { patients } from '../../db/schema';

/**
 * Personas students can practise with: the non-archived patients; before the library has been
 * initialised (no rows yet), the catalogue it will be filled from.
 */
export async function publicStats(db: Db): Promise<PublicStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${patients.archivedAt} is null)`.mapWith(Number),
    })
    .from(patients);
  return { personas: row && row.total > 0 ? row.active : CATALOGUE.length };
}
