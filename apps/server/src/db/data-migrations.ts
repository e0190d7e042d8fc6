import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { upgradeInsights } from '../lib/insights/upgrade-insights';
import type { Db } from './client';
import { dataMigrations, sessions } from './schema';

/**
 * Steps that rewrite stored rows after the SQL migrations, for changes SQL cannot express well
 * (reading JSON documents the way the application reads them). Each runs once per database, in one
 * transaction with the row that records it, so a failed step leaves nothing half done and runs
 * again at the next start. Steps are also safe to run twice: they only rewrite what differs.
 */
export interface DataMigration {
  /** Recorded in `data_migrations`; never rename a step that has shipped. */
  name: string;
  run(db: Db): Promise<unknown>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  { name: '0001_insights_current_shape', run: upgradeStoredInsights },
];

/** Runs the steps not yet recorded, in order; returns the names of those it ran. */
export async function runDataMigrations(
  db: Db,
  steps: readonly DataMigration[] = DATA_MIGRATIONS,
): Promise<string[]> {
  const done = new Set(
    (await db.select({ name: dataMigrations.name }).from(dataMigrations)).map((r) => r.name),
  );
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await db.transaction(async (tx) => {
      await step.run(tx as unknown as Db);
      await tx.insert(dataMigrations).values({ name: step.name }).onConflictDoNothing();
    });
    ran.push(step.name);
  }
  return ran;
}

const BATCH = 200;

/**
 * Rewrites the stored insights of every session into the shape the contract describes (see
 * `upgradeInsights`). Rows already in that shape are left alone; a value that is not insights at all
 * (not an object) is left as stored, and readers answer it as no insights. Returns how many rows
 * changed. The session's `updated_at` stays: reading the same insights in a newer shape is not an
 * edit of the session.
 */
export async function upgradeStoredInsights(db: Db): Promise<number> {
  let after: string | null = null;
  let changed = 0;
  for (;;) {
    const rows: { id: string; insights: unknown }[] = await db
      .select({ id: sessions.id, insights: sessions.insights })
      .from(sessions)
      .where(and(isNotNull(sessions.insights), after ? gt(sessions.id, after) : undefined))
      .orderBy(asc(sessions.id))
      .limit(BATCH);
    for (const row of rows) {
      const upgraded = upgradeInsights(row.insights);
      if (!upgraded || isDeepStrictEqual(upgraded, row.insights)) continue;
      await db.update(sessions).set({ insights: upgraded }).where(eq(sessions.id, row.id));
      changed += 1;
    }
    if (rows.length < BATCH) return changed;
    after = rows.at(-1)!.id;
  }
}
