import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@practicum/contract';
import { CATALOGUE, type PersonaInput } from '@practicum/personas';
import { patients, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

/**
 * Analytics of one discipline count only sessions with that discipline's patients, in every figure:
 * the summary, the chart, the students and the personas. Over six months the unfiltered figures come
 * from the monthly rollup and the filtered ones from the sessions; both must agree on the whole.
 */

let t: TestApp;
let admin: string;
let anaId: string;
let benId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await createUser(db, { userType: 'admin' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  anaId = (await createUser(db, { firstName: 'Ana' })).user.id;
  benId = (await createUser(db, { firstName: 'Ben' })).user.id;
  const base = CATALOGUE[0] as PersonaInput;
  const patient = async (name: string, discipline: 'therapy' | 'medicine') =>
    (
      await db
        .insert(patients)
        .values({
          name,
          condition: 'Condition',
          conditionCategory: 'other',
          difficulty: 'beginner',
          persona: { ...base, name, discipline } as PersonaInput,
        })
        .returning()
    )[0]!;
  const therapy = await patient('Tess Therapy', 'therapy');
  const medicine = await patient('Mo Medicine', 'medicine');
  const session = (userId: string, p: typeof therapy, start: string, score: number) => ({
    userId,
    patientId: p.id,
    patientName: p.name,
    status: 'completed' as const,
    startTime: new Date(start),
    score,
    duration: 600,
    engineSeed: 'seed',
  });
  await db
    .insert(sessions)
    .values([
      session(anaId, therapy, '2026-01-15T10:00:00Z', 60),
      session(benId, medicine, '2026-02-10T10:00:00Z', 80),
      session(benId, medicine, '2026-05-20T10:00:00Z', 90),
    ]);
});

afterAll(async () => {
  await t.close();
});

const report = async (discipline?: string) => {
  const res = await t.app.inject({
    url: `/api/v1/admin/analytics?period=custom&from=2026-01-01&to=2026-06-30${discipline ? `&discipline=${discipline}` : ''}`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Analytics>();
};

describe('analytics by discipline', () => {
  it('counts every session without a discipline', async () => {
    const all = await report();
    expect(all.summary).toMatchObject({ sessions: 3, active_students: 2 });
    expect(all.personas.map((p) => p.name).sort()).toEqual(['Mo Medicine', 'Tess Therapy']);
  });

  it("counts only the discipline's sessions in the summary, chart, students and personas", async () => {
    const med = await report('medicine');
    expect(med.summary).toMatchObject({ sessions: 2, active_students: 1, average_score: 85 });
    expect(med.series.reduce((n, b) => n + (b.value ?? 0), 0)).toBe(2);
    expect(med.students.map((s) => s.user_id)).toEqual([benId]);
    expect(med.personas.map((p) => p.name)).toEqual(['Mo Medicine']);

    const therapy = await report('therapy');
    expect(therapy.summary).toMatchObject({ sessions: 1, active_students: 1, average_score: 60 });
    expect(therapy.students.map((s) => s.user_id)).toEqual([anaId]);
  });

  it('refuses an unknown discipline', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/analytics?discipline=law', headers: bearer(admin) });
    expect(res.statusCode).toBe(422);
  });
});
