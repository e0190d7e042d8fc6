import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { CATALOGUE, PersonaSchema, type PersonaInput } from '@practicum/personas';
import { upgradeInsights } from '../lib/insights/upgrade-insights';
import type { Db } from './client';
import { dataMigrations, patients, sessions } from './schema';

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
  { name: '0002_renamed_catalogue_personas', run: moveRenamedCataloguePersonas },
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

/**
 * Catalogue ids the persona catalogue gave to another persona: the therapy persona once stored under
 * `from` lives on as `to`, and `from` now names a medical case (ADR 038).
 */
export const RENAMED_CATALOGUE_IDS: readonly { from: string; to: string }[] = [
  { from: 'gareth-hughes', to: 'gareth-pryce' },
];

/**
 * Moves a database's patient stored under a renamed catalogue id to the persona's new id, so the
 * catalogue's initialisation can add the new case under the old id. A row nobody edited takes the
 * catalogue's persona as it is now (its new name included); an edited row keeps the instructor's
 * formulation and only changes ids. A row already holding the new case (no longer a therapy persona),
 * or a database that already has the new id, is left alone. Sessions keep pointing at the same row.
 */
export async function moveRenamedCataloguePersonas(db: Db): Promise<number> {
  let moved = 0;
  for (const { from, to } of RENAMED_CATALOGUE_IDS) {
    const [taken] = await db.select({ id: patients.id }).from(patients).where(eq(patients.catalogueId, to));
    if (taken) continue;
    const [row] = await db.select().from(patients).where(eq(patients.catalogueId, from));
    if (!row || row.discipline !== 'therapy') continue;
    const renamed = CATALOGUE.find((p) => p.id === to);
    if (!row.editedAt && renamed) {
      const persona = PersonaSchema.parse(renamed);
      await db
        .update(patients)
        .set({
          catalogueId: to,
          name: persona.name,
          condition: persona.condition,
          conditionCategory: persona.condition_category,
          difficulty: persona.difficulty,
          persona: persona as PersonaInput,
          updatedAt: new Date(),
        })
        .where(eq(patients.id, row.id));
    } else {
      await db
        .update(patients)
        .set({ catalogueId: to, persona: sql`jsonb_set(${patients.persona}, '{id}', to_jsonb(${to}::text))` })
        .where(eq(patients.id, row.id));
    }
    moved += 1;
  }
  return moved;
}
