import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE, type PersonaInput } from '@practicum/personas';
import { createTestDatabase, type TestDatabase } from '../../../test/support/build-test-app';
import { createUser } from '../../../test/support/factories';
import { initializeCatalogue } from './patients.service';
import { moveRenamedCataloguePersonas } from '../../db/data-migrations';
import { patients, sessions } from '../../db/schema';

/**
 * A database from before gareth-hughes named a medical case holds the therapy persona (now
 * gareth-pryce) under that id: the data step moves it, so initialisation can add the case.
 */

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.dispose();
});

/** The therapy persona as the catalogue held it under its old id and name. */
const oldGareth = (): PersonaInput => {
  const pryce = CATALOGUE.find((p) => p.id === 'gareth-pryce')!;
  const { discipline: _d, ...rest } = pryce as PersonaInput & { discipline?: string };
  return { ...rest, id: 'gareth-hughes', name: 'Gareth Hughes' };
};

async function insertOld(edited: boolean) {
  const [row] = await database.db
    .insert(patients)
    .values({
      catalogueId: 'gareth-hughes',
      name: 'Gareth Hughes',
      condition: 'Major Depressive Disorder with chronic pain',
      conditionCategory: 'depression',
      difficulty: 'advanced',
      persona: oldGareth(),
      editedAt: edited ? new Date() : null,
    })
    .returning();
  return row!;
}

describe('moving renamed catalogue personas', () => {
  it('moves an unedited therapy row to its new id and persona; the medical case then arrives; sessions stay', async () => {
    const db = database.db;
    const old = await insertOld(false);
    const student = await createUser(db);
    await db.insert(sessions).values({
      userId: student.user.id,
      patientId: old.id,
      patientName: 'Gareth Hughes',
      engineSeed: 'seed',
    });
    expect(await moveRenamedCataloguePersonas(db)).toBe(1);
    const [moved] = await db.select().from(patients).where(eq(patients.id, old.id));
    expect(moved).toMatchObject({ catalogueId: 'gareth-pryce', name: 'Gareth Pryce', discipline: 'therapy' });
    expect(moved!.persona.id).toBe('gareth-pryce');

    await initializeCatalogue(db);
    const [medical] = await db.select().from(patients).where(eq(patients.catalogueId, 'gareth-hughes'));
    expect(medical?.discipline).toBe('medicine');
    const [session] = await db.select().from(sessions);
    expect(session!.patientId).toBe(old.id);

    // Once moved, nothing is left to move.
    expect(await moveRenamedCataloguePersonas(db)).toBe(0);
  });

  it("keeps an edited row's formulation and changes only its ids", async () => {
    const old = await insertOld(true);
    expect(await moveRenamedCataloguePersonas(database.db)).toBe(1);
    const [moved] = await database.db.select().from(patients).where(eq(patients.id, old.id));
    expect(moved).toMatchObject({ catalogueId: 'gareth-pryce', name: 'Gareth Hughes' });
    expect(moved!.persona.id).toBe('gareth-pryce');
  });

  it('leaves a database that already holds the medical case alone', async () => {
    await initializeCatalogue(database.db);
    expect(await moveRenamedCataloguePersonas(database.db)).toBe(0);
    const [row] = await database.db.select().from(patients).where(eq(patients.catalogueId, 'gareth-hughes'));
    expect(row?.discipline).toBe('medicine');
  });
});
