import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, PatientListResponse, User } from '@practicum/contract';
import { CATALOGUE, type PersonaInput } from '@practicum/personas';
import { patients } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

/**
 * Disciplines: each patient's comes from its persona (therapy when the persona names none), the list
 * filters by it, a student chooses theirs in the profile and sees its patients first, and the admin's
 * students table filters by the students' choice.
 */

let t: TestApp;
let adminToken: string;
let studentToken: string;

const names = (body: PatientListResponse) => body.patients.map((p) => p.name);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const { discipline: _d, ...therapyPersona } = CATALOGUE[0] as PersonaInput & { discipline?: string };
  const row = (name: string, discipline?: string) => ({
    name,
    condition: 'Condition',
    conditionCategory: 'other',
    difficulty: 'beginner' as const,
    // A whole therapy persona (the list shows its card fields), renamed, with the discipline set or left out.
    persona: { ...therapyPersona, name, ...(discipline ? { discipline } : {}) } as PersonaInput,
  });
  await db
    .insert(patients)
    .values([
      row('Ada Therapy'),
      row('Bea Medicine', 'medicine'),
      row('Cy Both', 'both'),
      row('Di Medicine', 'medicine'),
    ]);
  const admin = await createUser(db, { userType: 'admin' });
  adminToken = (await login(t.app, admin.email, admin.password)).access_token;
  const student = await createUser(db, { firstName: 'Med' });
  studentToken = (await login(t.app, student.email, student.password)).access_token;
});

afterAll(async () => {
  await t.close();
});

const list = async (token: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/voice/patients/${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<PatientListResponse>();
};

describe('disciplines', () => {
  it("reads each patient's discipline from its persona, therapy when it names none", async () => {
    const body = await list(adminToken);
    expect(Object.fromEntries(body.patients.map((p) => [p.name, p.discipline]))).toEqual({
      'Ada Therapy': 'therapy',
      'Bea Medicine': 'medicine',
      'Cy Both': 'both',
      'Di Medicine': 'medicine',
    });
  });

  it('filters: a discipline with the cases for both, or the cases for both alone', async () => {
    expect(names(await list(adminToken, '?discipline=medicine'))).toEqual([
      'Bea Medicine',
      'Cy Both',
      'Di Medicine',
    ]);
    expect(names(await list(adminToken, '?discipline=therapy'))).toEqual(['Ada Therapy', 'Cy Both']);
    expect(names(await list(adminToken, '?discipline=both'))).toEqual(['Cy Both']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/voice/patients/?discipline=dentistry',
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(422);
  });

  it("lists a student's discipline first once chosen in the profile, and everything alike before", async () => {
    expect(names(await list(studentToken))).toEqual([
      'Ada Therapy',
      'Bea Medicine',
      'Cy Both',
      'Di Medicine',
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(studentToken),
      payload: { discipline: 'medicine' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().discipline).toBe('medicine');
    expect(names(await list(studentToken))).toEqual([
      'Bea Medicine',
      'Cy Both',
      'Di Medicine',
      'Ada Therapy',
    ]);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(studentToken),
      payload: { discipline: 'law' },
    });
    expect(wrong.statusCode).toBe(422);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(studentToken),
      payload: { discipline: null },
    });
    expect(cleared.json<User>().discipline).toBeNull();
  });

  it("filters the admin's students by the discipline they chose", async () => {
    const db = t.database.db;
    const med = await createUser(db, { firstName: 'Medic' });
    const medToken = (await login(t.app, med.email, med.password)).access_token;
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(medToken),
      payload: { discipline: 'both' },
    });
    const students = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/voice/dashboard/admin${q}`,
          headers: bearer(adminToken),
        })
      )
        .json<AdminDashboard>()
        .students.map((s) => s.email);
    expect(await students('?discipline=medicine')).toEqual([med.email]);
    expect(await students('?discipline=therapy')).toEqual([med.email]);
    expect((await students('')).length).toBeGreaterThan(1);
  });
});
