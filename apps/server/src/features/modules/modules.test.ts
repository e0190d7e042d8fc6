import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES, type ModuleProgressResponse } from '@practicum/contract';
import { patients, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';
import { initializeCatalogue } from '../patients/patients.service';

/** A student's module progress: which personas are done, the best score of each, and when all were. */

let t: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await initializeCatalogue(t.database.db);
  const student = await createUser(t.database.db, { firstName: 'Ana' });
  userId = student.user.id;
  token = (await login(t.app, student.email, student.password)).access_token;
});

afterAll(async () => {
  await t.close();
});

const progress = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/modules/progress', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<ModuleProgressResponse>();
};

const patientOf = async (catalogueId: string) =>
  (await t.database.db.select().from(patients).where(eq(patients.catalogueId, catalogueId)))[0]!;

describe('module progress', () => {
  it('lists every module, nothing done yet', async () => {
    const body = await progress();
    expect(body.student_name).toBe('Ana User');
    expect(body.modules.map((m) => m.module.id)).toEqual(MODULES.map((m) => m.id));
    const rapport = body.modules.find((m) => m.module.id === 'rapport-building')!;
    expect(rapport).toMatchObject({
      available: 3,
      completed: 0,
      completed_at: null,
      average_best_score: null,
    });
  });

  it('counts completed sessions only, keeps the best score, and dates the module by its last persona', async () => {
    const module = MODULES.find((m) => m.id === 'rapport-building')!;
    const rows = await Promise.all(module.persona_ids.map(patientOf));
    const at = (iso: string) => new Date(iso);
    const insert = (
      patientId: string,
      status: 'completed' | 'cancelled',
      score: number | null,
      end: string,
    ) =>
      t.database.db.insert(sessions).values({
        userId,
        patientId,
        patientName: 'x',
        status,
        startTime: at(end),
        endTime: at(end),
        score,
        engineSeed: 'seed',
      });
    await insert(rows[0]!.id, 'completed', 60, '2026-03-01T10:00:00Z');
    await insert(rows[0]!.id, 'completed', 80, '2026-03-02T10:00:00Z');
    await insert(rows[1]!.id, 'cancelled', 99, '2026-03-02T11:00:00Z');
    let rapport = (await progress()).modules.find((m) => m.module.id === 'rapport-building')!;
    expect(rapport.completed).toBe(1);
    expect(rapport.personas[0]).toMatchObject({
      sessions_completed: 2,
      best_score: 80,
      completed_at: '2026-03-01T10:00:00.000Z',
    });
    expect(rapport.personas[1]).toMatchObject({ sessions_completed: 0, best_score: null });
    expect(rapport.completed_at).toBeNull();

    await insert(rows[1]!.id, 'completed', 70, '2026-03-03T10:00:00Z');
    await insert(rows[2]!.id, 'completed', 90, '2026-03-04T10:00:00Z');
    rapport = (await progress()).modules.find((m) => m.module.id === 'rapport-building')!;
    expect(rapport).toMatchObject({
      completed: 3,
      completed_at: '2026-03-04T10:00:00.000Z',
      average_best_score: 80,
    });
  });

  it('is for students only', async () => {
    const admin = await createUser(t.database.db, { userType: 'admin' });
    const adminToken = (await login(t.app, admin.email, admin.password)).access_token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/modules/progress',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(403);
  });
});
