import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILL_KEYS, type Analytics, type SkillKey } from '@practicum/contract';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';

/**
 * The cohort's skill trajectory: per bucket of the chart, the mean of each skill over every
 * student's sessions, and the skill columns the database keeps from the stored insights.
 */

let t: TestApp;
let admin: string;
/** Ana's session of 1 March. */
let first: string;

const nulls = Object.fromEntries(SKILL_KEYS.map((k) => [k, null])) as Record<SkillKey, number | null>;
const skills = (scores: Partial<Record<SkillKey, unknown>>) =>
  Object.fromEntries(Object.entries(scores).map(([k, score]) => [k, { score }]));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await createUser(db, { userType: 'admin' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  const ana = (await createUser(db, { firstName: 'Ana' })).user.id;
  const ben = (await createUser(db, { firstName: 'Ben' })).user.id;
  const patient = (await createPatientRow(db, 'Maria Santos')).id;
  const row = (
    userId: string,
    start: string,
    insights: Record<string, unknown> | null,
    status: 'completed' | 'cancelled' = 'completed',
  ) => ({
    userId,
    patientId: patient,
    patientName: 'Maria Santos',
    status,
    startTime: new Date(start),
    score: 70,
    duration: 600,
    insights,
    engineSeed: 'seed',
  });
  const [firstRow] = await db
    .insert(sessions)
    .values([
      // Sunday 1 March closes the ISO week of 23 February; Monday 2 March opens the next.
      row(ana, '2026-03-01T23:00:00Z', skills({ active_listening: 40 })),
      row(ana, '2026-03-02T09:00:00Z', skills({ active_listening: 50, empathy_demonstration: 70 })),
      row(ben, '2026-03-08T23:59:59Z', skills({ active_listening: 70, empathy_demonstration: 'high' })),
      // Week of 9 March: one student, one skill; a cancelled session never counts.
      row(ben, '2026-03-10T10:00:00Z', skills({ crisis_management: 85.25 })),
      row(ana, '2026-03-11T10:00:00Z', skills({ crisis_management: 5 }), 'cancelled'),
      // Week of 16 March: a session without insights.
      row(ana, '2026-03-17T10:00:00Z', null),
      // Just after the period.
      row(ben, '2026-03-30T00:00:00Z', skills({ active_listening: 100 })),
    ])
    .returning({ id: sessions.id });
  first = firstRow!.id;
});
afterAll(async () => {
  await t.close();
});

const ok = async (url: string) => {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Analytics>();
};

describe('cohort skill trajectory', () => {
  it('averages each skill per week of the period, a word never counting as a score', async () => {
    const body = await ok('/admin/analytics?period=custom&from=2026-02-23&to=2026-03-29');
    expect(body.granularity).toBe('week');
    expect(body.skill_series).toEqual([
      { date: '2026-02-23', skills: { ...nulls, active_listening: 40 } },
      { date: '2026-03-02', skills: { ...nulls, active_listening: 60, empathy_demonstration: 70 } },
      { date: '2026-03-09', skills: { ...nulls, crisis_management: 85.3 } },
      { date: '2026-03-16', skills: nulls },
      { date: '2026-03-23', skills: nulls },
    ]);
    // The same dates as the chart series, and the period's skill means agree with the buckets.
    expect(body.skill_series.map((p) => p.date)).toEqual(body.series.map((p) => p.date));
    expect(body.skills.find((s) => s.skill === 'active_listening')!.average).toBe(53.3);
  });

  it('answers a period without sessions with every skill null in every bucket', async () => {
    const body = await ok('/admin/analytics?period=custom&from=2025-01-01&to=2025-01-03');
    expect(body.skill_series).toEqual([
      { date: '2025-01-01', skills: nulls },
      { date: '2025-01-02', skills: nulls },
      { date: '2025-01-03', skills: nulls },
    ]);
  });

  it('keeps the skill and review columns in step with the insights each time they are written', async () => {
    const db = t.database.db;
    const read = async () =>
      (
        await db
          .select({
            listening: sessions.skillActiveListening,
            empathy: sessions.skillEmpathyDemonstration,
            review: sessions.reviewRequired,
          })
          .from(sessions)
          .where(eq(sessions.id, first))
      )[0];
    expect(await read()).toEqual({ listening: 40, empathy: null, review: false });
    await db
      .update(sessions)
      .set({ insights: { ...skills({ empathy_demonstration: 62.5 }), supervisor_review_required: true } })
      .where(eq(sessions.id, first));
    expect(await read()).toEqual({ listening: null, empathy: 62.5, review: true });
    await db.update(sessions).set({ insights: null }).where(eq(sessions.id, first));
    expect(await read()).toEqual({ listening: null, empathy: null, review: false });
  });
});
