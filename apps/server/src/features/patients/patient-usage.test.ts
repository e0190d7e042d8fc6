import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientUsage, sessions, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/support/build-test-app';
import { createPatientRow, createUser } from '../../../test/support/factories';
import { listPatients, SUCCESS_SCORE, usageOf } from './patients.service';

/**
 * The list reads each patient's usage from patient_usage, which triggers on sessions keep. These
 * tests hold its rows against the sessions themselves after every kind of write.
 */

let database: TestDatabase;
const patientIds: string[] = [];
const studentIds: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 3; i++) patientIds.push((await createPatientRow(database.db, `Usage ${i}`)).id);
  for (let i = 0; i < 2; i++) studentIds.push((await createUser(database.db)).user.id);
});
afterAll(async () => {
  await database.dispose();
});

/** What the rows must hold: every session of the patient, the scored ones, those at SUCCESS_SCORE or more. */
async function countedFromSessions() {
  const rows = await database.db
    .select({
      patientId: sessions.patientId,
      sessions: sql<number>`count(*)`.mapWith(Number),
      scored: sql<number>`count(${sessions.score})`.mapWith(Number),
      passed: sql<number>`count(*) filter (where ${sessions.score} >= ${SUCCESS_SCORE})`.mapWith(Number),
    })
    .from(sessions)
    .where(inArray(sessions.patientId, patientIds))
    .groupBy(sessions.patientId);
  return Object.fromEntries(patientIds.map((id) => [id, rows.find((r) => r.patientId === id)]));
}

async function expectUsageMatchesSessions() {
  const want = await countedFromSessions();
  const kept = await database.db
    .select()
    .from(patientUsage)
    .where(inArray(patientUsage.patientId, patientIds));
  for (const id of patientIds) {
    const row = kept.find((k) => k.patientId === id);
    const w = want[id];
    expect({ sessions: row?.sessions ?? 0, scored: row?.scored ?? 0, passed: row?.passed ?? 0 }, id).toEqual({
      sessions: w?.sessions ?? 0,
      scored: w?.scored ?? 0,
      passed: w?.passed ?? 0,
    });
  }
}

const insert = (patient: number, student: number, score: number | null, status = 'completed' as const) =>
  database.db
    .insert(sessions)
    .values({
      userId: studentIds[student]!,
      patientId: patientIds[patient]!,
      patientName: `Usage ${patient}`,
      status,
      score,
      engineSeed: 'usage',
    })
    .returning({ id: sessions.id })
    .then(([r]) => r!.id);

describe('patient_usage', () => {
  it('equals what the sessions count after inserts, scoring, cancelling, moving and deleting', async () => {
    const db = database.db;
    const ids: string[] = [];
    for (const [p, s, score] of [
      [0, 0, 95],
      [0, 1, 70],
      [0, 0, 69.9],
      [0, 1, null],
      [1, 0, 40],
      [1, 1, null],
      [1, 0, 100],
    ] as const)
      ids.push(await insert(p, s, score));
    await expectUsageMatchesSessions();

    // Scored, rescored across the success line, and unscored again.
    await db.update(sessions).set({ score: 81 }).where(eq(sessions.id, ids[3]!));
    await db.update(sessions).set({ score: 12 }).where(eq(sessions.id, ids[0]!));
    await db.update(sessions).set({ score: null }).where(eq(sessions.id, ids[6]!));
    // Cancelled: still a session of the patient, as the list has always counted it.
    await db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, ids[1]!));
    // Moved to another patient, one with no session yet, and moved and rescored at once.
    await db.update(sessions).set({ patientId: patientIds[2]! }).where(eq(sessions.id, ids[4]!));
    await db.update(sessions).set({ patientId: patientIds[2]!, score: 75 }).where(eq(sessions.id, ids[2]!));
    // A change the counts do not depend on.
    await db.update(sessions).set({ sessionNotes: 'noted' }).where(eq(sessions.id, ids[5]!));
    await expectUsageMatchesSessions();

    await db.delete(sessions).where(inArray(sessions.id, [ids[3]!, ids[5]!]));
    await expectUsageMatchesSessions();
    // A deleted student takes their sessions, and their counts, with them.
    await db.delete(users).where(eq(users.id, studentIds[1]!));
    await expectUsageMatchesSessions();
  });

  it('is what the list and the detail view show', async () => {
    const id = patientIds[0]!;
    await insert(0, 0, 90);
    const want = (await countedFromSessions())[id]!;
    const usage = {
      sessions_count: want.sessions,
      scored_sessions: want.scored,
      success_rate: want.scored > 0 ? Math.round((want.passed / want.scored) * 100) : null,
    };
    const { rows, usage: listed } = await listPatients(database.db, {
      search: 'Usage 0',
      includeArchived: false,
      limit: 10,
      offset: 0,
    });
    expect(rows.map((r) => r.id)).toContain(id);
    expect(listed.get(id)).toEqual(usage);
    expect((await usageOf(database.db, [id])).get(id)).toEqual(usage);
  });
});
