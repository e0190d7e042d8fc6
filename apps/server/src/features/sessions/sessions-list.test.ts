import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STATUSES, type Session, type SessionListResponse } from '@practicum/contract';
import { sessions, type SessionRow } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';
import { localDay, streakOf, userStats } from './sessions.stats';

let t: TestApp;
let token: string;
let userId: string;
let rows: SessionRow[];
const patientIds: string[] = [];

/** Small deterministic generator so the 1,000 sessions are the same on every run. */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

beforeAll(async () => {
  t = await buildTestApp();
  const u = await createUser(t.database.db);
  userId = u.user.id;
  token = (await login(t.app, u.email, u.password)).access_token;
  for (const name of ['Ana', 'Ben', 'Cai']) patientIds.push((await createPatientRow(t.database.db, name)).id);
  const rand = lcg(42);
  const base = Date.UTC(2026, 0, 1);
  const values = Array.from({ length: 1000 }, (_, i) => {
    const status = SESSION_STATUSES[Math.floor(rand() * 4)]!;
    const scored = status === 'completed' && rand() < 0.8;
    return {
      userId,
      patientId: patientIds[i % 3]!,
      patientName: ['Ana', 'Ben', 'Cai'][i % 3]!,
      status,
      startTime: new Date(base + Math.floor(rand() * 300 * 86_400_000)),
      duration: status === 'active' ? null : Math.floor(rand() * 3600),
      // Ties on purpose: scores repeat, so ordering must fall back to start time and id.
      score: scored ? Math.floor(rand() * 20) * 5 : null,
      engineSeed: `s${i}`,
    };
  });
  rows = await t.database.db.insert(sessions).values(values).returning();
});
afterAll(async () => {
  await t.close();
});

async function page(query: string): Promise<SessionListResponse> {
  const res = await t.app.inject({ url: `/api/v1/voice/history/sessions?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SessionListResponse>();
}

type Key = 'startTime' | 'score' | 'duration';
function expected(filter: (r: SessionRow) => boolean, key: Key, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .filter(filter)
    .sort((a, b) => {
      const av = a[key] instanceof Date ? (a[key] as Date).getTime() : (a[key] as number | null);
      const bv = b[key] instanceof Date ? (b[key] as Date).getTime() : (b[key] as number | null);
      if (av !== bv) {
        if (av === null) return 1;
        if (bv === null) return -1;
        return sign * (av - bv);
      }
      if (a.startTime.getTime() !== b.startTime.getTime())
        return b.startTime.getTime() - a.startTime.getTime();
      return a.id < b.id ? 1 : -1;
    })
    .map((r) => r.id);
}

async function all(query: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await page(`${query}&limit=100&offset=${offset}`);
    ids.push(...res.sessions.map((s: Session) => s.id));
    if (res.sessions.length < 100) return { ids, total: res.total_count };
  }
}

describe('GET /api/v1/voice/history/sessions on 1,000 sessions', () => {
  it.each([
    ['start_time', 'desc', 'startTime'],
    ['start_time', 'asc', 'startTime'],
    ['score', 'desc', 'score'],
    ['score', 'asc', 'score'],
    ['duration', 'desc', 'duration'],
  ] as const)('sorts by %s %s across every page', async (sortBy, order, key) => {
    const { ids, total } = await all(`sort_by=${sortBy}&sort_order=${order}`);
    expect(total).toBe(1000);
    expect(ids).toEqual(expected(() => true, key, order));
  });

  it.each(SESSION_STATUSES)('filters status %s', async (status) => {
    const { ids, total } = await all(`status_filter=${status}`);
    const want = expected((r) => r.status === status, 'startTime', 'desc');
    expect(total).toBe(want.length);
    expect(ids).toEqual(want);
  });

  it('filters by score band and patient together', async () => {
    const { ids, total } = await all(`min_score=70&max_score=89&patient_id=${patientIds[1]}&sort_by=score`);
    const want = expected(
      (r) => r.patientId === patientIds[1] && r.score !== null && r.score >= 70 && r.score <= 89,
      'score',
      'desc',
    );
    expect(total).toBe(want.length);
    expect(ids).toEqual(want);
  });

  it('handles page boundaries', async () => {
    const want = expected(() => true, 'startTime', 'desc');
    for (const [limit, offset] of [
      [10, 0],
      [10, 990],
      [10, 995],
      [7, 994],
      [10, 1000],
      [100, 900],
    ] as const) {
      const res = await page(`limit=${limit}&offset=${offset}`);
      expect(res.total_count).toBe(1000);
      expect(res.sessions.map((s) => s.id)).toEqual(want.slice(offset, offset + limit));
    }
    expect(
      (await t.app.inject({ url: '/api/v1/voice/history/sessions?limit=0', headers: bearer(token) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ url: '/api/v1/voice/history/sessions?offset=-1', headers: bearer(token) }))
        .statusCode,
    ).toBe(422);
  });

  it('computes the stats from the same rows', async () => {
    const counted = rows.filter((r) => r.status !== 'cancelled');
    const scored = counted.filter((r) => r.score !== null);
    const seconds = rows
      .filter((r) => r.status === 'completed' || r.status === 'interrupted')
      .reduce((s, r) => s + (r.duration ?? 0), 0);
    const res = await t.app.inject({ url: '/api/v1/voice/history/stats', headers: bearer(token) });
    expect(res.json()).toEqual({
      total_sessions: counted.length,
      average_score: Math.round((scored.reduce((s, r) => s + r.score!, 0) / scored.length) * 10) / 10,
      hours_completed: Math.round((seconds / 3600) * 10) / 10,
      current_streak: streakOf(
        counted.map((r) => localDay(r.startTime, 0)),
        localDay(new Date(), 0),
      ),
    });
  });
});

describe('streak and hours across day boundaries', () => {
  it("counts days in the student's time zone", async () => {
    const u = await createUser(t.database.db);
    const at = (iso: string) => new Date(iso);
    // 23:30 UTC on the 9th is already the 10th at UTC+1; 00:30 UTC on the 11th is still the 10th at UTC-1.
    await t.database.db.insert(sessions).values(
      ['2026-03-08T12:00:00Z', '2026-03-09T23:30:00Z', '2026-03-11T00:30:00Z'].map((start, i) => ({
        userId: u.user.id,
        patientId: patientIds[0]!,
        patientName: 'Ana',
        status: 'completed' as const,
        startTime: at(start),
        duration: 1800 + i * 900,
        engineSeed: `x${i}`,
      })),
    );
    const noonOn11 = at('2026-03-11T12:00:00Z');
    expect((await userStats(t.database.db, u.user.id, 0, noonOn11)).current_streak).toBe(1); // the 11th only: 10th empty in UTC
    expect((await userStats(t.database.db, u.user.id, 60, noonOn11)).current_streak).toBe(2); // 10th and 11th at UTC+1
    expect((await userStats(t.database.db, u.user.id, -60, noonOn11)).current_streak).toBe(3); // 8th, 9th, 10th; yesterday counts
    expect((await userStats(t.database.db, u.user.id, 0, at('2026-03-13T01:00:00Z'))).current_streak).toBe(0);
    expect((await userStats(t.database.db, u.user.id, 0, noonOn11)).hours_completed).toBe(2.3); // 1800+2700+3600 s = 2.25 h
  });

  it('streakOf counts back from today or yesterday', () => {
    expect(streakOf([], 100)).toBe(0);
    expect(streakOf([100, 99, 98, 96], 100)).toBe(3);
    expect(streakOf([99, 98], 100)).toBe(2);
    expect(streakOf([98], 100)).toBe(0);
  });
});
