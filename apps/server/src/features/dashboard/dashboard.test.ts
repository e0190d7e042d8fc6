import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics, AdminDashboard, StudentDashboard } from '@practicum/contract';
import { sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';

let t: TestApp;
let admin: string;
const students: { id: string; token: string; email: string }[] = [];
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createUser(t.database.db, { userType: 'admin' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  await createUser(t.database.db, { accountStatus: 'requested' });
  await createUser(t.database.db, { accountStatus: 'requested' });
  for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fi', 'Gu']) {
    const s = await createUser(t.database.db, { firstName: name });
    students.push({
      id: s.user.id,
      token: (await login(t.app, s.email, s.password)).access_token,
      email: s.email,
    });
  }
  const patient = await createPatientRow(t.database.db, 'Maria Santos');
  const now = Date.now();
  // Latest sessions start a little before now but always within today (UTC), whatever the hour.
  const dayStart = now - (now % (24 * HOUR));
  const lead = Math.max(1000, Math.min(HOUR, Math.floor((now - dayStart) / 2)));
  // Student i has i+1 scored sessions, scores 50 + 7i, the latest i days ago; Gu (6) has only a cancelled one.
  const values = students.slice(0, 6).flatMap((s, i) =>
    Array.from({ length: i + 1 }, (_, k) => ({
      userId: s.id,
      patientId: patient.id,
      patientName: patient.name,
      status: 'completed' as const,
      startTime: new Date(now - i * 24 * HOUR - k * 48 * HOUR - lead),
      endTime: new Date(now - i * 24 * HOUR - k * 48 * HOUR - lead / 2),
      duration: 1200,
      score: 50 + 7 * i,
      engineSeed: 'x',
    })),
  );
  values.push({
    ...values[0]!,
    userId: students[6]!.id,
    status: 'completed',
    score: 99,
    startTime: new Date(now - 30 * 24 * HOUR),
  });
  await t.database.db.insert(sessions).values(values);
  await t.database.db.insert(sessions).values({
    userId: students[6]!.id,
    patientId: patient.id,
    patientName: patient.name,
    status: 'cancelled',
    startTime: new Date(now - HOUR / 2),
    engineSeed: 'y',
  });
  await t.database.db
    .update(users)
    .set({ isAnonymous: true, displayName: 'Night Owl' })
    .where(eq(users.id, students[5]!.id));
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string, token: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

describe('GET /api/v1/voice/dashboard/admin', () => {
  it('counts students, sessions, scores, today and pending requests from the data', async () => {
    const body = await get<AdminDashboard>('/voice/dashboard/admin', admin);
    const scores = [0, 1, 2, 3, 4, 5].flatMap((i) => Array(i + 1).fill(50 + 7 * i)).concat([99]);
    expect(body.stats).toEqual({
      pending_requests: 2,
      total_students: 9, // 7 activated + 2 requested customers
      total_sessions: scores.length,
      average_score: Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10,
      active_today: 1, // only Ada's latest session started within today (the cancelled one does not count)
    });
    expect(body.recent_activity).toHaveLength(5);
    expect(body.recent_activity[0]!.description).toMatch(
      /^(Completed|Cancelled) a session with Maria Santos/,
    );
    expect(body.students.map((s) => s.name)).toContain('Night Owl');
    expect(body.students.map((s) => s.name)).not.toContain('Fi User');
  });

  it('filters students by activity and search', async () => {
    const today = await get<AdminDashboard>('/voice/dashboard/admin?activity=today', admin);
    expect(today.students.map((s) => s.name)).toEqual(['Ada User']);
    const week = await get<AdminDashboard>('/voice/dashboard/admin?activity=week', admin);
    expect(week.students).toHaveLength(6);
    const search = await get<AdminDashboard>('/voice/dashboard/admin?search=cy', admin);
    expect(search.students.map((s) => s.name)).toEqual(['Cy User']);
    const row = search.students[0]!;
    expect(row).toMatchObject({ total_sessions: 3, average_score: 64 });
  });
});

describe('GET /api/v1/voice/dashboard/admin/analytics', () => {
  it('ranks the top five students by average score', async () => {
    const body = await get<AdminAnalytics>('/voice/dashboard/admin/analytics', admin);
    expect(body.top_students.map((s) => [s.name, s.average_score])).toEqual([
      ['Gu User', 99],
      ['Night Owl', 85],
      ['Ed User', 78],
      ['Di User', 71],
      ['Cy User', 64],
    ]);
  });
});

describe('admin session lists', () => {
  it("lists one student's sessions and everybody's", async () => {
    const one = await get<{ total_count: number }>(
      `/voice/dashboard/admin/students/${students[2]!.id}/sessions`,
      admin,
    );
    expect(one.total_count).toBe(3);
    const all = await get<{ total_count: number }>(
      '/voice/dashboard/admin/sessions?limit=100&offset=0',
      admin,
    );
    expect(all.total_count).toBe(23);
    const filtered = await get<{ total_count: number }>(
      `/voice/dashboard/admin/sessions?student_id=${students[6]!.id}`,
      admin,
    );
    expect(filtered.total_count).toBe(2);
    const missing = await t.app.inject({
      url: '/api/v1/voice/dashboard/admin/students/00000000-0000-4000-8000-000000000000/sessions',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/v1/voice/dashboard/student', () => {
  it('gives a student their own stats and five most recent sessions', async () => {
    const s = students[5]!;
    const body = await get<StudentDashboard>('/voice/dashboard/student', s.token);
    expect(body.stats).toMatchObject({ total_sessions: 6, average_score: 85, hours_completed: 2 });
    expect(body.recent_sessions).toHaveLength(5);
    expect(body.recent_sessions.every((x) => x.user_id === s.id)).toBe(true);
    const times = body.recent_sessions.map((x) => x.start_time);
    expect(times).toEqual([...times].sort().reverse());
  });
});
