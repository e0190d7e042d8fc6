import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionMessages, sessions, type SessionRow } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/support/build-test-app';
import { createPatientRow, createUser } from '../../../test/support/factories';
import { startSession, transition } from './lifecycle';
import { addMessage } from './sessions.service';

/**
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the server-postgres project runs this
 * same file). Every line of a voice session is saved through addMessage before the client hears of
 * it, so its cost in round trips is pinned here.
 */
let database: TestDatabase;
const statements: string[] = [];
let owner: string;
let patient: { id: string; name: string };

beforeAll(async () => {
  database = await createTestDatabase({ logger: { logQuery: (query) => statements.push(query) } });
  owner = (await createUser(database.db, { maxMessages: -1 })).user.id;
  patient = await createPatientRow(database.db);
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => {
  statements.length = 0;
});

function fresh(): Promise<SessionRow> {
  return startSession(database.db, {
    userId: owner,
    patientId: patient.id,
    patientName: patient.name,
    audioEnabled: true,
    voiceType: 'female',
    voiceSpeed: 1,
  });
}

async function lastSignOfLife(sessionId: string): Promise<Date> {
  const [row] = await database.db
    .select({ updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row!.updatedAt;
}

/** Runs `work` and answers the statements it sent, apart from what it answers. */
async function counted<T>(work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  statements.length = 0;
  const value = await work();
  return { value, statements: [...statements] };
}

describe('addMessage', () => {
  it('saves a line in one round trip, with every field as given', async () => {
    const session = await fresh();
    const before = new Date(Date.now() - 60_000);
    await database.db.update(sessions).set({ updatedAt: before }).where(eq(sessions.id, session.id));
    const student = await counted(() =>
      addMessage(database.db, session.id, owner, {
        speaker: 'student',
        text: 'How have you been sleeping?',
        started_ms: 1200,
        ended_ms: 2950,
      }),
    );
    // Before: BEGIN, the session's row locked, the last line read, the insert, the touch, COMMIT.
    expect(student.statements).toHaveLength(1);
    const patientLine = await counted(() =>
      addMessage(
        database.db,
        session.id,
        null,
        { speaker: 'patient', text: 'Not well, "honestly".', emotion: 'sad' },
        { trust: 0.4, disclosed: ['sleep'], note: null },
      ),
    );
    expect(patientLine.statements).toHaveLength(1);

    expect(student.value).toEqual({
      id: expect.any(String),
      seq: 1,
      speaker: 'student',
      timestamp: expect.any(String),
      text: 'How have you been sleeping?',
      emotion: null,
      started_ms: 1200,
      ended_ms: 2950,
    });
    expect(patientLine.value).toMatchObject({ seq: 2, speaker: 'patient', emotion: 'sad', started_ms: null });
    const rows = await database.db
      .select()
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, session.id))
      .orderBy(asc(sessionMessages.seq));
    expect(rows.map((r) => [r.id, r.createdAt.toISOString()])).toEqual(
      [student.value, patientLine.value].map((e) => [e.id, e.timestamp]),
    );
    expect(rows[0]!.engineState).toBeNull();
    expect(rows[1]!.engineState).toEqual({ trust: 0.4, disclosed: ['sleep'], note: null });
    expect((await lastSignOfLife(session.id)).getTime()).toBeGreaterThan(before.getTime());
  });

  it('answers a resent line with the stored entry, and saves it again after a second or another line', async () => {
    const session = await fresh();
    const line = { speaker: 'student' as const, text: 'Tell me more.' };
    const first = await addMessage(database.db, session.id, owner, line);
    const touched = await lastSignOfLife(session.id);
    const resent = await counted(() => addMessage(database.db, session.id, owner, line));
    expect(resent.value).toEqual(first);
    expect(resent.statements).toHaveLength(1);
    // A duplicate writes nothing, not even the session's last sign of life.
    expect(await lastSignOfLife(session.id)).toEqual(touched);
    // The same words from the patient are a new line.
    expect((await addMessage(database.db, session.id, null, { ...line, speaker: 'patient' })).seq).toBe(2);
    // And from the student again, once the last line is someone else's.
    expect((await addMessage(database.db, session.id, owner, line)).seq).toBe(3);
    await database.db
      .update(sessionMessages)
      .set({ createdAt: new Date(Date.now() - 1500) })
      .where(eq(sessionMessages.sessionId, session.id));
    expect((await addMessage(database.db, session.id, owner, line)).seq).toBe(4);
  });

  it("refuses another student's session, a missing one and an ended one, in one round trip", async () => {
    const session = await fresh();
    const stranger = (await createUser(database.db)).user.id;
    const line = { speaker: 'student' as const, text: 'Hello?' };
    const theirs = await counted(() => addMessage(database.db, session.id, stranger, line).catch((e) => e));
    expect(theirs.value).toMatchObject({ statusCode: 404, code: 'session_not_found' });
    expect(theirs.statements).toHaveLength(1);
    const missing = await addMessage(database.db, '00000000-0000-4000-8000-000000000000', null, line).catch(
      (e) => e,
    );
    expect(missing).toMatchObject({ statusCode: 404, code: 'session_not_found' });
    await addMessage(database.db, session.id, owner, line);
    await transition(database.db, session.id, 'complete');
    // Not even as a duplicate of the line before the end.
    const ended = await counted(() => addMessage(database.db, session.id, owner, line).catch((e) => e));
    expect(ended.value).toMatchObject({ statusCode: 409, code: 'session_ended' });
    expect(ended.statements).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, session.id));
    expect(rows).toHaveLength(1);
  });

  it('numbers lines appended at once without gaps or repeats', async () => {
    const session = await fresh();
    const saved = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addMessage(database.db, session.id, owner, {
          speaker: i % 2 ? 'patient' : 'student',
          text: `line ${i}`,
        }),
      ),
    );
    expect(saved.map((e) => e.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const rows = await database.db
      .select()
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, session.id))
      .orderBy(asc(sessionMessages.seq));
    expect(rows.map((r) => r.text).sort()).toEqual(saved.map((e) => e.text).sort());
  });
});
