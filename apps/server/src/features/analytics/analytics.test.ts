import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, ErrorResponse } from '@practicum/contract';
import { sessionReviews } from '../../db/review-schema';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';
import { analytics } from './analytics.service';

let t: TestApp;
let admin: string;
let student: string;
let ada: string;
let bo: string;
let maria: string;
let tom: string;
/** Bo's flagged session in the week, whose review stays open. */
let boFlagged: string;

/** The week under test: 2026-03-01 to 2026-03-07; the previous one is 2026-02-22 to 2026-02-28. */
const WEEK = '/admin/analytics?period=custom&from=2026-03-01&to=2026-03-07';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await createUser(db, { userType: 'admin' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  const adaUser = await createUser(db, { firstName: 'Ada', email: 'ada@example.test' });
  const boUser = await createUser(db, { firstName: 'Bo', email: 'bo@example.test' });
  const cy = await createUser(db, { firstName: 'Cy' });
  student = (await login(t.app, adaUser.email, adaUser.password)).access_token;
  ada = adaUser.user.id;
  bo = boUser.user.id;
  maria = (await createPatientRow(db, 'Maria Santos')).id;
  tom = (await createPatientRow(db, 'Tom Reed')).id;
  const row = (
    userId: string,
    patientId: string,
    start: string,
    score: number | null,
    duration: number | null,
    insights: Record<string, unknown> | null = null,
    status: 'completed' | 'cancelled' = 'completed',
  ) => ({
    userId,
    patientId,
    patientName: 'as started',
    status,
    startTime: new Date(start),
    duration,
    score,
    insights,
    engineSeed: 'seed',
  });
  const skills = (listening: number, empathy: number) => ({
    active_listening: { score: listening },
    empathy_demonstration: { score: empathy },
  });
  await db.insert(sessions).values([
    // The period: both edges are inside.
    row(ada, maria, '2026-03-01T00:00:00Z', 50, 600, {
      ...skills(60, 40),
      supervisor_review_required: true,
    }),
    row(ada, maria, '2026-03-06T12:00:00Z', 70, 1200, {
      ...skills(50, 80),
      supervisor_review_required: false,
    }),
    row(bo, tom, '2026-03-07T23:59:59.999Z', 90, 1800, {
      supervisor_review_required: true,
      // An older scorer's text score is not a number to average.
      questioning_techniques: { score: 'high' },
    }),
    row(bo, maria, '2026-03-03T10:00:00Z', null, 300),
    row(bo, maria, '2026-03-04T10:00:00Z', 10, 60, null, 'cancelled'),
    // Just after the period.
    row(ada, maria, '2026-03-08T00:00:00Z', 10, 60),
    // The previous period, edges inside.
    row(ada, maria, '2026-02-28T23:59:59Z', 60, 900),
    row(bo, tom, '2026-02-22T00:00:00Z', 80, 900),
    // Before both.
    row(cy.user.id, maria, '2026-02-21T23:59:59Z', 20, 100),
  ]);
  const startingAt = async (start: string) =>
    (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.startTime, new Date(start)))
    )[0]!.id;
  // An instructor closed Ada's flagged session; Bo's has only a saved comment, so it is still open.
  await db.insert(sessionReviews).values([
    {
      sessionId: await startingAt('2026-03-01T00:00:00Z'),
      status: 'reviewed',
      comment: 'Discussed in supervision.',
      reviewedBy: a.user.id,
      reviewedAt: new Date('2026-03-09T10:00:00Z'),
    },
    {
      sessionId: (boFlagged = await startingAt('2026-03-07T23:59:59.999Z')),
      status: 'open',
      comment: 'To discuss.',
      reviewedBy: a.user.id,
      reviewedAt: new Date('2026-03-09T10:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, token = admin) => {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const ok = async (url: string) => {
  const res = await get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Analytics;
};

describe('GET /api/v1/admin/analytics over a known week', () => {
  it('sums the period and compares it with the previous one', async () => {
    const body = await ok(WEEK);
    expect(body.period).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      previous_from: '2026-02-22',
      previous_to: '2026-02-28',
    });
    expect(body.summary).toEqual({
      sessions: 4,
      active_students: 2,
      average_score: 70,
      average_duration_seconds: 975,
      flagged_sessions: 2,
      change: {
        sessions: 1,
        active_students: 0,
        average_score: 0,
        average_duration_seconds: 0.0833,
        flagged_sessions: null,
      },
    });
    // Both flagged sessions count; only the one without a closed review is open.
    expect(body.flagged).toEqual({ total: 2, open: 1 });
  });

  it('counts a flagged session as open until an instructor marks it reviewed, a saved comment alone not closing it', async () => {
    const db = t.database.db;
    const setBo = (status: 'open' | 'reviewed') =>
      db.update(sessionReviews).set({ status }).where(eq(sessionReviews.sessionId, boFlagged));
    await setBo('reviewed');
    try {
      expect((await ok(WEEK)).flagged).toEqual({ total: 2, open: 0 });
    } finally {
      await setBo('open');
    }
    expect((await ok(WEEK)).flagged).toEqual({ total: 2, open: 1 });
  });

  it('charts each UTC day for every metric', async () => {
    const days = ['01', '02', '03', '04', '05', '06', '07'].map((d) => `2026-03-${d}`);
    const series = async (metric: string) =>
      (await ok(`${WEEK}&metric=${metric}`)).series.map((p) => [p.date, p.value]);
    const zip = (values: (number | null)[]) => days.map((d, i) => [d, values[i]]);
    expect((await ok(WEEK)).granularity).toBe('day');
    expect(await series('sessions')).toEqual(zip([1, 0, 1, 0, 0, 1, 1]));
    expect(await series('scores')).toEqual(zip([50, null, null, null, null, 70, 90]));
    expect(await series('duration')).toEqual(zip([600, null, 300, null, null, 1200, 1800]));
  });

  it('lists students with their trend and weakest skill, skills, score bands and personas', async () => {
    const body = await ok(WEEK);
    const byId = Object.fromEntries(body.students.map((s) => [s.user_id, s]));
    expect(body.students.map((s) => s.name)).toEqual(['Ada User', 'Bo User']);
    expect(byId[ada]).toEqual({
      user_id: ada,
      name: 'Ada User',
      sessions: 2,
      average_score: 60,
      trend: 20,
      weakest_skill: 'active_listening',
      last_active: '2026-03-06T12:00:00.000Z',
    });
    // Bo's first-half session has no score, so there is no trend; no skill was assessed.
    expect(byId[bo]).toMatchObject({
      sessions: 2,
      average_score: 90,
      trend: null,
      weakest_skill: null,
      last_active: '2026-03-07T23:59:59.999Z',
    });
    expect(body.skills).toEqual([
      { skill: 'active_listening', average: 55 },
      { skill: 'empathy_demonstration', average: 60 },
      { skill: 'questioning_techniques', average: null },
      { skill: 'boundary_maintenance', average: null },
      { skill: 'crisis_management', average: null },
      { skill: 'therapeutic_interventions', average: null },
    ]);
    expect(body.score_distribution).toEqual([
      { band: '0-59', count: 1 },
      { band: '60-69', count: 0 },
      { band: '70-79', count: 1 },
      { band: '80-89', count: 0 },
      { band: '90-100', count: 1 },
    ]);
    expect(body.personas).toEqual([
      { patient_id: maria, name: 'Maria Santos', sessions: 3 },
      { patient_id: tom, name: 'Tom Reed', sessions: 1 },
    ]);
  });
});

describe('periods', () => {
  it('answers an empty period with zeros and nulls, never NaN', async () => {
    const url = '/admin/analytics?period=custom&from=2025-01-01&to=2025-01-03';
    const body = await ok(url);
    expect(body.series).toEqual([
      { date: '2025-01-01', value: 0 },
      { date: '2025-01-02', value: 0 },
      { date: '2025-01-03', value: 0 },
    ]);
    expect(body.summary).toEqual({
      sessions: 0,
      active_students: 0,
      average_score: null,
      average_duration_seconds: null,
      flagged_sessions: 0,
      change: {
        sessions: null,
        active_students: null,
        average_score: null,
        average_duration_seconds: null,
        flagged_sessions: null,
      },
    });
    expect(body.students).toEqual([]);
    expect(body.personas).toEqual([]);
    expect(body.skills.every((s) => s.average === null)).toBe(true);
    expect(body.score_distribution.every((b) => b.count === 0)).toBe(true);
    expect(body.flagged).toEqual({ total: 0, open: 0 });
    const scores = await ok(`${url}&metric=scores`);
    expect(scores.series.map((p) => p.value)).toEqual([null, null, null]);
  });

  it('ends a preset period today (UTC) and picks days, weeks or months', async () => {
    const now = new Date('2026-03-07T15:00:00Z');
    const week = await analytics(t.database.db, { period: '7d', metric: 'sessions' }, now);
    expect(week.period).toMatchObject({ from: '2026-03-01', to: '2026-03-07' });
    expect(week.summary.sessions).toBe(4);
    const month = await analytics(t.database.db, { period: '30d', metric: 'sessions' }, now);
    expect(month.period.from).toBe('2026-02-06');
    expect(month.series).toHaveLength(30);
    const quarter = await analytics(t.database.db, { period: '90d', metric: 'sessions' }, now);
    expect(quarter.granularity).toBe('week');
    const year = await analytics(t.database.db, { period: '1y', metric: 'sessions' }, now);
    expect(year).toMatchObject({ granularity: 'month', period: { from: '2025-03-08', to: '2026-03-07' } });
    expect(year.series.map((p) => p.date)).toEqual([
      '2025-03-08',
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2025-${m}-01`),
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(year.series.at(-1)!.value).toBe(4);
    expect(year.series.at(-2)!.value).toBe(3);
  });

  it('groups a custom period of two months into ISO weeks, the first cut at from', async () => {
    const body = await ok('/admin/analytics?period=custom&from=2026-02-01&to=2026-03-31');
    expect(body.granularity).toBe('week');
    expect(body.series.map((p) => p.date)).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    // Sunday 22 February closes the week of the 16th; the 28th and 1 March share the week of the 23rd.
    expect(body.series.find((p) => p.date === '2026-02-16')!.value).toBe(2);
    expect(body.series.find((p) => p.date === '2026-02-23')!.value).toBe(2);
    expect(body.series.reduce((n, p) => n + (p.value ?? 0), 0)).toBe(body.summary.sessions);
    expect(body.summary.sessions).toBe(8);
  });
});

describe('query validation and access', () => {
  it.each([
    ['period=custom&to=2026-03-07', ['query', 'from']],
    ['period=custom&from=2026-03-08&to=2026-03-07', ['query', 'to']],
    ['period=custom&from=2025-01-01&to=2026-01-02', ['query', 'to']],
    ['period=custom&from=2026-02-30&to=2026-03-07', ['query', 'from']],
    ['period=2w', ['query', 'period']],
    ['metric=revenue', ['query', 'metric']],
  ])('refuses %s with a 422 naming the field', async (query, loc) => {
    const res = await get(`/admin/analytics?${query}`);
    expect(res.status).toBe(422);
    const body = res.body as ErrorResponse;
    expect(body.code).toBe('validation_error');
    expect(Array.isArray(body.detail) && body.detail.map((d) => d.loc)).toContainEqual(loc);
  });

  it('accepts a custom period of exactly 366 days', async () => {
    const body = await ok('/admin/analytics?period=custom&from=2025-03-07&to=2026-03-07');
    // Everything but the session of 8 March.
    expect(body.summary.sessions).toBe(7);
  });

  it('refuses students', async () => {
    const res = await get(WEEK, student);
    expect(res.status).toBe(403);
  });
});
