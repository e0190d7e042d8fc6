import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STATUSES, type SessionStatus } from '@practicum/contract';
import { sessions, type SessionRow } from '../../db/schema';
import { buildTestApp, testEngine, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';
import {
  SESSION_EVENTS,
  SessionTransitionError,
  startSession,
  transition,
  type SessionEvent,
} from './lifecycle';

/**
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the server-postgres project runs
 * this same file). The expected outcome of every (status, event) pair is written out here rather
 * than read from the module's table, so a change to the table has to change this too.
 */
const OUTCOME: Record<SessionStatus, Record<SessionEvent, SessionStatus | 'refused'>> = {
  active: { complete: 'completed', cancel: 'cancelled', interrupt: 'interrupted', recover: 'interrupted' },
  completed: { complete: 'refused', cancel: 'refused', interrupt: 'refused', recover: 'refused' },
  cancelled: { complete: 'refused', cancel: 'refused', interrupt: 'refused', recover: 'refused' },
  interrupted: { complete: 'refused', cancel: 'refused', interrupt: 'refused', recover: 'refused' },
};

/** The event that takes a fresh session to each status. */
const REACH: Record<SessionStatus, SessionEvent | null> = {
  active: null,
  completed: 'complete',
  cancelled: 'cancel',
  interrupted: 'interrupt',
};

let t: TestApp;
let student: { id: string; token: string };
let patient: { id: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  const u = await createUser(t.database.db, { maxMessages: -1 });
  student = { id: u.user.id, token: (await login(t.app, u.email, u.password)).access_token };
  patient = await createPatientRow(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function fresh(): Promise<SessionRow> {
  return startSession(db(), {
    userId: student.id,
    patientId: patient.id,
    patientName: patient.name,
    audioEnabled: true,
    voiceType: 'female',
    voiceSpeed: 1,
  });
}

/** A session in `status`, started `ageSeconds` ago (moving the clock back is not a status change). */
async function sessionIn(status: SessionStatus, ageSeconds = 0): Promise<SessionRow> {
  const row = await fresh();
  if (ageSeconds) {
    const startTime = new Date(Date.now() - ageSeconds * 1000);
    await db().update(sessions).set({ startTime }).where(eq(sessions.id, row.id));
  }
  const event = REACH[status];
  if (event) await transition(db(), row.id, event);
  return reload(row.id);
}

async function reload(id: string): Promise<SessionRow> {
  const [row] = await db().select().from(sessions).where(eq(sessions.id, id));
  return row!;
}

describe(`session lifecycle on ${testEngine}`, () => {
  it('starts a session active, with no end, and its own engine seed', async () => {
    const [a, b] = [await fresh(), await fresh()];
    expect(a).toMatchObject({ status: 'active', endTime: null, duration: null, userId: student.id });
    expect(a.engineSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(b.engineSeed).not.toBe(a.engineSeed);
  });

  const cases = SESSION_STATUSES.flatMap((from) =>
    SESSION_EVENTS.map((event) => ({ from, event, outcome: OUTCOME[from][event] })),
  );

  it('has an expected outcome for every status and event', () => {
    expect(cases).toHaveLength(SESSION_STATUSES.length * SESSION_EVENTS.length);
    expect(cases.every((c) => c.outcome !== undefined)).toBe(true);
  });

  it.each(cases)('$from + $event -> $outcome', async ({ from, event, outcome }) => {
    const before = await sessionIn(from, 90);
    if (outcome === 'refused') {
      const error = await transition(db(), before.id, event).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SessionTransitionError);
      expect(error).toMatchObject({ sessionId: before.id, from, event, code: 'session_ended' });
      expect((error as Error).message).toMatch(new RegExp(`already ended \\(${from}\\)`));
      // Refused means untouched: status, end and duration as they were.
      expect(await reload(before.id)).toEqual(before);
      return;
    }
    const { row, duration } = await transition(db(), before.id, event);
    expect(row.status).toBe(outcome);
    expect(row.endTime).not.toBeNull();
    expect(row.duration).toBe(duration);
    // Nobody ran a recovered session: it ended at its last sign of life, not now.
    if (event === 'recover') expect(row.endTime).toEqual(before.updatedAt);
    expect(duration).toBeGreaterThanOrEqual(89);
    expect(duration).toBeLessThanOrEqual(95);
    expect(await reload(before.id)).toEqual(row);
  });

  it('ends a recovered session at its last sign of life', async () => {
    const row = await fresh();
    const startTime = new Date(Date.now() - 300_000);
    const lastSeen = new Date(Date.now() - 120_000);
    await db().update(sessions).set({ startTime, updatedAt: lastSeen }).where(eq(sessions.id, row.id));
    const { row: ended, duration } = await transition(db(), row.id, 'recover');
    expect(ended.status).toBe('interrupted');
    expect(ended.endTime!.getTime()).toBe(lastSeen.getTime());
    expect(duration).toBe(180);
  });

  it('ends at the moment its caller names (a student who left), never before the start nor after now', async () => {
    const row = await fresh();
    const startTime = new Date(Date.now() - 300_000);
    await db().update(sessions).set({ startTime }).where(eq(sessions.id, row.id));
    const leftAt = new Date(startTime.getTime() + 75_000);
    const { row: ended, duration } = await transition(db(), row.id, 'interrupt', { at: leftAt });
    expect(ended.endTime!.getTime()).toBe(leftAt.getTime());
    expect(duration).toBe(75);
    const early = await transition(db(), (await fresh()).id, 'interrupt', { at: new Date(0) });
    expect(early.row.endTime).toEqual(early.row.startTime);
    const late = await transition(db(), (await fresh()).id, 'complete', {
      at: new Date(Date.now() + 60_000),
    });
    expect(late.row.endTime!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('merges provider usage into the performance metrics, keeping what scoring wrote', async () => {
    const row = await fresh();
    await db()
      .update(sessions)
      .set({ performanceMetrics: { reflections: 3 } })
      .where(eq(sessions.id, row.id));
    const usage = { provider: 'openai-realtime', input_tokens: 42, audio_in_seconds: 1.5 };
    const { row: ended } = await transition(db(), row.id, 'complete', { usage });
    expect(ended.performanceMetrics).toEqual({ reflections: 3, usage });
    const plain = await transition(db(), (await fresh()).id, 'cancel');
    expect(plain.row.performanceMetrics).toBeNull();
  });

  it('lets exactly one of two simultaneous ends win', async () => {
    const row = await fresh();
    const results = await Promise.allSettled([
      transition(db(), row.id, 'complete'),
      transition(db(), row.id, 'cancel'),
      transition(db(), row.id, 'interrupt'),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SessionTransitionError);
    const winner = (won[0] as PromiseFulfilledResult<{ row: SessionRow }>).value.row;
    expect((await reload(row.id)).status).toBe(winner.status);
  });

  it('answers 404 for a session that does not exist', async () => {
    await expect(transition(db(), '00000000-0000-4000-8000-000000000000', 'complete')).rejects.toMatchObject({
      statusCode: 404,
      code: 'session_not_found',
    });
  });
});

describe(`POST /voice/history/sessions/:id/end on ${testEngine}`, () => {
  const end = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/voice/history/sessions/${id}/end`,
      headers: bearer(student.token),
    });

  it('completes an active session, then refuses to end it again with 409', async () => {
    const row = await sessionIn('active', 30);
    const first = await end(row.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'completed', duration: expect.any(Number) });
    const again = await end(row.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'This session has already ended (completed); it cannot be completed',
      code: 'session_ended',
    });
    expect((await reload(row.id)).endTime).toEqual(new Date(first.json().end_time));
  });

  it.each(['cancelled', 'interrupted'] as const)(
    'refuses to complete a %s session with 409',
    async (status) => {
      const row = await sessionIn(status);
      const res = await end(row.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('session_ended');
      expect(res.json().detail).toContain(`(${status})`);
      expect((await reload(row.id)).status).toBe(status);
    },
  );
});
