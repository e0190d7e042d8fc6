import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_BANDS, SKILL_KEYS, type Analytics, type AnalyticsQuery } from '@practicum/contract';
import { sessions, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/support/build-test-app';
import { createPatientRow, createUser } from '../../../test/support/factories';
import { resolvePeriod } from './analytics.period';
import { analytics } from './analytics.service';
import { splitByMonths } from './analytics.sql';

/**
 * Analytics read the rollups the database triggers keep (analytics_days, analytics_student_months)
 * and the sessions only for the days outside whole months. These tests hold both against the
 * sessions themselves: the rollup rows after every kind of write, and every figure of a period
 * worked out here from the raw rows, for periods whose edges and middle fall on and between UTC
 * days and months, and for a period with no session.
 */

let database: TestDatabase;
const students: string[] = [];
const patients: string[] = [];

/** A fixed pseudo-random sequence, so a failure is the same on every run. */
function lcg(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

/** Instants on and around the edges that matter: UTC midnights, month ends, noon (an odd period's middle). */
const INSTANTS = [
  '2026-01-31T23:59:59.999Z',
  '2026-02-01T00:00:00.000Z',
  '2026-02-14T12:00:00.000Z',
  '2026-02-15T00:00:00.000Z',
  '2026-02-28T23:59:59.999Z',
  '2026-03-01T00:00:00.000Z',
  '2026-03-16T11:59:59.999Z',
  '2026-03-16T12:00:00.000Z',
  '2026-03-31T23:59:59.999Z',
  '2026-04-01T00:00:00.000Z',
  '2026-04-30T12:00:00.000Z',
  '2026-05-01T00:00:00.000Z',
];

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dov', 'Eli'].entries()) {
    const u = await createUser(db, { firstName: name, email: `${name.toLowerCase()}${i}@rollup.test` });
    students.push(u.user.id);
  }
  for (const name of ['Maria Santos', 'Tom Reed', 'Lena Park'])
    patients.push((await createPatientRow(db, name)).id);
  const random = lcg(7);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const rows = Array.from({ length: 240 }, (_, i) => {
    // Half on the edge instants, half anywhere from mid-January to mid-May.
    const start =
      i % 2 === 0
        ? new Date(pick(INSTANTS))
        : new Date(Date.parse('2026-01-15T00:00:00Z') + Math.floor(random() * 120 * 86_400_000));
    const scored = random() < 0.8;
    const score = scored ? Math.round(random() * 1000) / 10 : null;
    const insights = scored
      ? {
          supervisor_review_required: random() < 0.2,
          ...Object.fromEntries(
            SKILL_KEYS.filter(() => random() < 0.8).map((k) => [
              k,
              { score: random() < 0.1 ? 'high' : Math.round(random() * 1000) / 10 },
            ]),
          ),
        }
      : null;
    return {
      userId: pick(students),
      patientId: pick(patients),
      patientName: 'as started',
      status: pick(['completed', 'completed', 'completed', 'active', 'cancelled'] as const),
      startTime: start,
      duration: random() < 0.9 ? Math.floor(random() * 1800) : null,
      score,
      insights,
      engineSeed: 'seed',
    };
  });
  await db.insert(sessions).values(rows);
});
afterAll(async () => {
  await database.close();
});

type Raw = typeof sessions.$inferSelect;

async function rawSessions(): Promise<Raw[]> {
  return database.db.select().from(sessions);
}

const skillOf = (s: Raw, k: (typeof SKILL_KEYS)[number]) =>
  ({
    active_listening: s.skillActiveListening,
    empathy_demonstration: s.skillEmpathyDemonstration,
    questioning_techniques: s.skillQuestioningTechniques,
    boundary_maintenance: s.skillBoundaryMaintenance,
    crisis_management: s.skillCrisisManagement,
    therapeutic_interventions: s.skillTherapeuticInterventions,
  })[k];

const sumOf = (xs: (number | null)[]) => xs.reduce<number>((n, x) => n + (x ?? 0), 0);
const countOf = (xs: (number | null)[]) => xs.filter((x) => x != null).length;
const meanOf = (xs: (number | null)[]) => (countOf(xs) ? sumOf(xs) / countOf(xs) : null);
const round1 = (n: number | null) => (n == null ? null : Math.round(n * 10) / 10);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const monthOf = (d: Date) => `${d.toISOString().slice(0, 7)}-01`;

/** What a rollup row must hold for a group of sessions, worked out in JS. */
function figures(group: Raw[]) {
  return {
    sessions: group.length,
    score_sum: sumOf(group.map((s) => s.score)),
    score_n: countOf(group.map((s) => s.score)),
    duration_sum: sumOf(group.map((s) => s.duration)),
    duration_n: countOf(group.map((s) => s.duration)),
    flagged: group.filter((s) => s.reviewRequired).length,
    skills: SKILL_KEYS.map((k) => [
      sumOf(group.map((s) => skillOf(s, k))),
      countOf(group.map((s) => skillOf(s, k))),
    ]),
  };
}

function groupBy<K>(xs: Raw[], key: (s: Raw) => K) {
  const out = new Map<K, Raw[]>();
  for (const x of xs) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
}

/** Sums are floats added in another order, so they are compared to well below what is shown. */
function expectFigures(row: Record<string, unknown>, want: ReturnType<typeof figures>, where: string) {
  expect(Number(row.sessions), where).toBe(want.sessions);
  expect(Number(row.score_n), where).toBe(want.score_n);
  expect(Number(row.duration_n), where).toBe(want.duration_n);
  expect(Number(row.flagged), where).toBe(want.flagged);
  expect(Number(row.score_sum), where).toBeCloseTo(want.score_sum, 6);
  expect(Number(row.duration_sum), where).toBeCloseTo(want.duration_sum, 6);
  SKILL_KEYS.forEach((k, i) => {
    expect(Number(row[`skill_${k}_sum`]), `${where} ${k}`).toBeCloseTo(want.skills[i]![0]!, 6);
    expect(Number(row[`skill_${k}_n`]), `${where} ${k}`).toBe(want.skills[i]![1]);
  });
}

async function expectRollupsMatchSessions() {
  const counted = (await rawSessions()).filter((s) => s.status !== 'cancelled');
  const days = (await database.db.execute(
    sql`select *, day::text as day from analytics_days`,
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  const wantDays = groupBy(counted, (s) => `${dayOf(s.startTime)} ${s.patientId}`);
  expect(days.rows.map((r) => `${String(r.day)} ${String(r.patient_id)}`).sort()).toEqual(
    [...wantDays.keys()].sort(),
  );
  for (const r of days.rows) {
    const group = wantDays.get(`${String(r.day)} ${String(r.patient_id)}`)!;
    expectFigures(r, figures(group), `day ${String(r.day)}`);
    const bands = [
      [0, 60],
      [60, 70],
      [70, 80],
      [80, 90],
      [90, Infinity],
    ].map(([lo, hi]) => group.filter((s) => s.score != null && s.score >= lo! && s.score < hi!).length);
    expect(
      [r.band_below_60, r.band_60s, r.band_70s, r.band_80s, r.band_90_up].map(Number),
      `bands ${String(r.day)}`,
    ).toEqual(bands);
  }
  const months = (await database.db.execute(
    sql`select *, month::text as month, to_char(last_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last
        from analytics_student_months`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const wantMonths = groupBy(counted, (s) => `${s.userId} ${monthOf(s.startTime)}`);
  expect(months.rows.map((r) => `${String(r.user_id)} ${String(r.month)}`).sort()).toEqual(
    [...wantMonths.keys()].sort(),
  );
  for (const r of months.rows) {
    const group = wantMonths.get(`${String(r.user_id)} ${String(r.month)}`)!;
    expectFigures(r, figures(group), `month ${String(r.month)}`);
    expect(r.last).toBe(new Date(Math.max(...group.map((s) => s.startTime.getTime()))).toISOString());
  }
}

/** Every figure of a period the rollups feed, worked out here from the sessions themselves. */
function expected(all: Raw[], q: AnalyticsQuery) {
  const p = resolvePeriod(q);
  const inSpan = (lo: Date, hi: Date) =>
    all.filter((s) => s.status !== 'cancelled' && s.startTime >= lo && s.startTime < hi);
  const cur = inSpan(p.start, p.end);
  const prev = inSpan(p.previousStart, p.start);
  const totals = (xs: Raw[]) => ({
    sessions: xs.length,
    students: new Set(xs.map((s) => s.userId)).size,
    score: meanOf(xs.map((s) => s.score)),
    duration: meanOf(xs.map((s) => s.duration)),
    flagged: xs.filter((s) => s.reviewRequired).length,
  });
  const change = (now: number | null, before: number | null) =>
    now == null || before == null || before === 0
      ? null
      : Math.round(((now - before) / before) * 10_000) / 10_000;
  const c = totals(cur);
  const b = totals(prev);
  const students = [...groupBy(cur, (s) => s.userId)].map(([userId, xs]) => {
    const first = meanOf(xs.filter((s) => s.startTime < p.middle).map((s) => s.score));
    const second = meanOf(xs.filter((s) => s.startTime >= p.middle).map((s) => s.score));
    const means = SKILL_KEYS.map((k) => meanOf(xs.map((s) => skillOf(s, k))));
    let weakest: string | null = null;
    let low = Infinity;
    means.forEach((m, i) => {
      if (m != null && m < low) [weakest, low] = [SKILL_KEYS[i]!, m];
    });
    return {
      user_id: userId,
      sessions: xs.length,
      average_score: round1(meanOf(xs.map((s) => s.score))),
      trend: first == null || second == null ? null : round1(second - first),
      weakest_skill: weakest,
      last_active: new Date(Math.max(...xs.map((s) => s.startTime.getTime()))).toISOString(),
    };
  });
  return {
    summary: {
      sessions: c.sessions,
      active_students: c.students,
      average_score: round1(c.score),
      average_duration_seconds: round1(c.duration),
      flagged_sessions: c.flagged,
      change: {
        sessions: change(c.sessions, b.sessions),
        active_students: change(c.students, b.students),
        average_score: change(c.score, b.score),
        average_duration_seconds: change(c.duration, b.duration),
        flagged_sessions: change(c.flagged, b.flagged),
      },
    },
    students: students.sort((x, y) => x.user_id.localeCompare(y.user_id)),
    skills: SKILL_KEYS.map((k) => ({ skill: k, average: round1(meanOf(cur.map((s) => skillOf(s, k)))) })),
    score_distribution: SCORE_BANDS.map((band, i) => ({
      band,
      count: cur.filter(
        (s) =>
          s.score != null &&
          s.score >= [0, 60, 70, 80, 90][i]! &&
          (i === 4 || s.score < [60, 70, 80, 90][i]!),
      ).length,
    })),
    personas: [...groupBy(cur, (s) => s.patientId)]
      .map(([patientId, xs]) => ({ patient_id: patientId, sessions: xs.length }))
      .sort((x, y) => x.patient_id.localeCompare(y.patient_id)),
    days: [...groupBy(cur, (s) => dayOf(s.startTime))].map(([day, xs]) => [day, xs.length] as const),
  };
}

function actual(a: Analytics) {
  return {
    summary: a.summary,
    students: a.students.map(({ name: _name, ...s }) => s).sort((x, y) => x.user_id.localeCompare(y.user_id)),
    skills: a.skills,
    score_distribution: a.score_distribution,
    personas: a.personas
      .map(({ name: _name, ...p }) => p)
      .sort((x, y) => x.patient_id.localeCompare(y.patient_id)),
  };
}

/** Custom periods chosen for where their edges and middle fall, and one with no session at all. */
const PERIODS: [string, string, string][] = [
  ['whole months, middle on a month boundary', '2026-03-01', '2026-06-30'],
  ['whole months, middle inside a month', '2026-02-01', '2026-05-31'],
  ['whole months, odd length (middle at noon on the 1st)', '2026-01-01', '2026-06-30'],
  ['mid-month start, whole months after, middle inside a month', '2026-01-20', '2026-05-31'],
  ['two whole months, read from the sessions', '2026-02-01', '2026-03-31'],
  ['mid-month to mid-month, odd length (middle at noon)', '2026-01-20', '2026-04-20'],
  ['starts on the 1st, ends mid-month', '2026-02-01', '2026-04-14'],
  ['ends on a month end, starts mid-month', '2026-02-15', '2026-04-30'],
  ['inside one month', '2026-03-02', '2026-03-30'],
  ['a single day', '2026-03-16', '2026-03-16'],
  ['a year', '2025-06-01', '2026-05-31'],
  ['no session', '2024-01-01', '2024-03-31'],
];

describe('analytics rollups', () => {
  it('splits a span into the whole months on each side of its middle and the days read from sessions', () => {
    const d = (s: string) => new Date(`${s}T00:00:00Z`);
    const iso = (r: [Date, Date] | null) => r && r.map((x) => x.toISOString().slice(0, 10));
    const split = splitByMonths(d('2026-01-20'), d('2026-06-21'), new Date('2026-04-05T12:00:00Z'));
    expect(iso(split.first)).toEqual(['2026-02-01', '2026-04-01']);
    expect(iso(split.second)).toEqual(['2026-05-01', '2026-06-01']);
    expect(split.raw.map((r) => iso(r))).toEqual([
      ['2026-01-20', '2026-02-01'],
      ['2026-04-01', '2026-05-01'],
      ['2026-06-01', '2026-06-21'],
    ]);
    // A middle on a month boundary leaves no month to read from the sessions.
    const even = splitByMonths(d('2026-02-01'), d('2026-06-01'), d('2026-04-01'));
    expect([iso(even.first), iso(even.second), even.raw]).toEqual([
      ['2026-02-01', '2026-04-01'],
      ['2026-04-01', '2026-06-01'],
      [],
    ]);
    // Under three whole months, the span is one range of sessions.
    const short = splitByMonths(d('2026-01-20'), d('2026-04-21'), new Date('2026-03-06T12:00:00Z'));
    expect([short.first, short.second, short.raw.map((r) => iso(r))]).toEqual([
      null,
      null,
      [['2026-01-20', '2026-04-21']],
    ]);
  });

  it('equal what their sessions add up to after inserts, scoring, cancelling, moving and deleting', async () => {
    const db = database.db;
    await expectRollupsMatchSessions();
    const all = await rawSessions();
    const [a, b, c, d, e] = all;
    // Scored again with other skills and a review verdict.
    await db
      .update(sessions)
      .set({
        score: 88.8,
        insights: { supervisor_review_required: true, empathy_demonstration: { score: 12.3 } },
      })
      .where(eq(sessions.id, a!.id));
    // Cancelled, and a cancelled one counted again.
    await db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, b!.id));
    await db.update(sessions).set({ status: 'completed' }).where(eq(sessions.id, c!.id));
    // Moved across a month and a day, and to another student.
    await db
      .update(sessions)
      .set({ startTime: new Date('2026-04-30T23:59:59.999Z'), userId: students[4]! })
      .where(eq(sessions.id, d!.id));
    // A change the rollups do not count.
    await db.update(sessions).set({ sessionNotes: 'noted' }).where(eq(sessions.id, e!.id));
    await expectRollupsMatchSessions();
    // The latest session of a student's month removed: the month's latest start is found again.
    const latest = all
      .filter((s) => s.status !== 'cancelled' && s.userId === students[0])
      .sort((x, y) => y.startTime.getTime() - x.startTime.getTime())[0]!;
    await db.delete(sessions).where(eq(sessions.id, latest.id));
    await db.delete(sessions).where(
      inArray(
        sessions.id,
        all.slice(10, 20).map((s) => s.id),
      ),
    );
    await expectRollupsMatchSessions();
    // A deleted student takes their sessions, and their rollup rows, with them.
    await db.delete(users).where(eq(users.id, students[3]!));
    await expectRollupsMatchSessions();
  });

  it.each(PERIODS)('give the figures the sessions themselves give: %s', async (_, from, to) => {
    const q: AnalyticsQuery = { period: 'custom', from, to, metric: 'sessions' };
    const got = await analytics(database.db, q);
    const want = expected(await rawSessions(), q);
    const { days, ...figuresWanted } = want;
    expect(actual(got)).toEqual(figuresWanted);
    // Each session is in exactly one bucket; day by day when the chart is daily.
    expect(got.series.reduce((n, point) => n + (point.value ?? 0), 0)).toBe(want.summary.sessions);
    if (got.granularity === 'day')
      for (const [day, n] of days) expect(got.series.find((point) => point.date === day)?.value).toBe(n);
  });

  it('answers a period with no session with zeros and nulls', async () => {
    const got = await analytics(database.db, {
      period: 'custom',
      from: '2024-01-01',
      to: '2024-01-31',
      metric: 'scores',
    });
    expect(got.summary.sessions).toBe(0);
    expect(got.summary.average_score).toBeNull();
    expect(got.students).toEqual([]);
    expect(got.personas).toEqual([]);
    expect(got.series.every((point) => point.value === null)).toBe(true);
  });
});
