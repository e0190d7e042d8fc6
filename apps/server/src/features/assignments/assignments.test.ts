import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Cohort, StudentAssignment } from '@practicum/contract';
import { MODULES } from '@practicum/contract';
import { patients, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import {
  bearer,
  createPatientRow,
  createUser,
  login,
  type CreatedUser,
} from '../../../test/support/factories';
import { initializeCatalogue } from '../patients/patients.service';
import { eq } from 'drizzle-orm';

/**
 * Cohorts and assignments through the API: only admins write them, a student reads only their own,
 * and each student's status follows their sessions since the assignment was set.
 */

let t: TestApp;
let adminToken: string;
let ana: CreatedUser;
let ben: CreatedUser;
let anaToken: string;
let benToken: string;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await initializeCatalogue(db);
  const a = await createUser(db, { userType: 'admin' });
  adminToken = (await login(t.app, a.email, a.password)).access_token;
  ana = await createUser(db, { firstName: 'Ana' });
  ben = await createUser(db, { firstName: 'Ben' });
  anaToken = (await login(t.app, ana.email, ana.password)).access_token;
  benToken = (await login(t.app, ben.email, ben.password)).access_token;
});

afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function completedSession(userId: string, patientId: string, score: number, start = new Date()) {
  await t.database.db.insert(sessions).values({
    userId,
    patientId,
    patientName: 'x',
    status: 'completed',
    startTime: start,
    endTime: new Date(start.getTime() + 60_000),
    score,
    engineSeed: 'seed',
  });
}

describe('cohorts', () => {
  it('an admin creates, renames and deletes a cohort; names are unique regardless of case', async () => {
    const created = await api('POST', '/admin/cohorts', adminToken, {
      name: 'Year 3 A',
      student_ids: [ana.user.id],
    });
    expect(created.statusCode).toBe(201);
    const cohort = created.json<Cohort>();
    expect(cohort.members.map((m) => m.name)).toEqual(['Ana User']);

    const clash = await api('POST', '/admin/cohorts', adminToken, { name: 'year 3 a', student_ids: [] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('cohort_name_taken');

    const renamed = await api('PUT', `/admin/cohorts/${cohort.id}`, adminToken, {
      name: 'Year 3 B',
      student_ids: [ana.user.id, ben.user.id],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Cohort>().members).toHaveLength(2);

    const gone = await api('DELETE', `/admin/cohorts/${cohort.id}`, adminToken);
    expect(gone.statusCode).toBe(200);
    expect((await api('DELETE', `/admin/cohorts/${cohort.id}`, adminToken)).statusCode).toBe(404);
  });

  it('refuses members who are not students, and students writing cohorts', async () => {
    const other = await createUser(t.database.db, { userType: 'admin' });
    const res = await api('POST', '/admin/cohorts', adminToken, {
      name: 'Mixed',
      student_ids: [other.user.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('students_not_found');
    expect(
      (await api('POST', '/admin/cohorts', anaToken, { name: 'Mine', student_ids: [] })).statusCode,
    ).toBe(403);
    expect((await api('GET', '/admin/cohorts', anaToken)).statusCode).toBe(403);
  });
});

describe('assignments', () => {
  it('validates the body: one target, someone to assign to, a score 0-100', async () => {
    const patient = await createPatientRow(t.database.db);
    const due = new Date(Date.now() + DAY).toISOString();
    const both = await api('POST', '/admin/assignments', adminToken, {
      module_id: 'active-listening',
      patient_id: patient.id,
      student_ids: [ana.user.id],
      due_at: due,
      target_score: 70,
    });
    expect(both.statusCode).toBe(422);
    const nobody = await api('POST', '/admin/assignments', adminToken, {
      patient_id: patient.id,
      due_at: due,
      target_score: 70,
    });
    expect(nobody.statusCode).toBe(422);
    const score = await api('POST', '/admin/assignments', adminToken, {
      patient_id: patient.id,
      student_ids: [ana.user.id],
      due_at: due,
      target_score: 101,
    });
    expect(score.statusCode).toBe(422);
    const unknownModule = await api('POST', '/admin/assignments', adminToken, {
      module_id: 'juggling',
      student_ids: [ana.user.id],
      due_at: due,
      target_score: 70,
    });
    expect(unknownModule.statusCode).toBe(422);
    const student = await api('POST', '/admin/assignments', anaToken, {
      patient_id: patient.id,
      student_ids: [ana.user.id],
      due_at: due,
      target_score: 70,
    });
    expect(student.statusCode).toBe(403);
  });

  it("follows each student's status from their sessions since the assignment was set", async () => {
    const db = t.database.db;
    const patient = await createPatientRow(db, 'Assigned Patient');
    // A session before the assignment does not count towards it.
    await completedSession(ana.user.id, patient.id, 95, new Date(Date.now() - DAY));
    const cohort = (
      await api('POST', '/admin/cohorts', adminToken, {
        name: 'Assigned cohort',
        student_ids: [ana.user.id, ben.user.id],
      })
    ).json<Cohort>();
    const created = await api('POST', '/admin/assignments', adminToken, {
      patient_id: patient.id,
      cohort_id: cohort.id,
      due_at: new Date(Date.now() + DAY).toISOString(),
      target_score: 70,
    });
    expect(created.statusCode).toBe(201);
    const assignment = created.json<Assignment>();
    expect(assignment.title).toBe('Assigned Patient');
    expect(assignment.counts).toEqual({ not_started: 2, in_progress: 0, done: 0, overdue: 0 });

    const mine = async (token: string) =>
      (await api('GET', '/assignments/mine', token)).json<{ assignments: StudentAssignment[] }>().assignments;
    expect((await mine(anaToken)).find((a) => a.id === assignment.id)).toMatchObject({
      status: 'not_started',
      next_patient_id: patient.id,
      target_score: 70,
    });

    // Below the target: in progress; at or above it: done.
    await completedSession(ana.user.id, patient.id, 60);
    expect((await mine(anaToken)).find((a) => a.id === assignment.id)).toMatchObject({
      status: 'in_progress',
      best_score: 60,
    });
    await completedSession(ana.user.id, patient.id, 82);
    expect((await mine(anaToken)).find((a) => a.id === assignment.id)).toMatchObject({
      status: 'done',
      best_score: 82,
      patients_done: 1,
      next_patient_id: null,
    });

    const list = (await api('GET', '/admin/assignments', adminToken)).json<{ assignments: Assignment[] }>();
    const followed = list.assignments.find((a) => a.id === assignment.id)!;
    expect(followed.counts).toEqual({ not_started: 1, in_progress: 0, done: 1, overdue: 0 });
    expect(followed.cohort?.name).toBe('Assigned cohort');
    expect(followed.average_best_score).toBe(82);

    // Deleting the cohort deletes its assignments.
    expect((await api('DELETE', `/admin/cohorts/${cohort.id}`, adminToken)).statusCode).toBe(200);
    expect((await mine(anaToken)).find((a) => a.id === assignment.id)).toBeUndefined();
  });

  it('a module assignment covers its personas in the library; past due and not done is overdue', async () => {
    const db = t.database.db;
    const module = MODULES.find((m) => m.id === 'rapport-building')!;
    const created = await api('POST', '/admin/assignments', adminToken, {
      module_id: module.id,
      student_ids: [ben.user.id],
      due_at: new Date(Date.now() - 1000).toISOString(),
      target_score: 50,
    });
    expect(created.statusCode).toBe(201);
    const assignment = created.json<Assignment>();
    expect(assignment.title).toBe('Rapport Building');
    expect(assignment.students).toEqual([
      expect.objectContaining({ id: ben.user.id, status: 'overdue', patients_total: 3 }),
    ]);

    // Ana is not assigned: she does not see it.
    const anaList = (await api('GET', '/assignments/mine', anaToken)).json<{
      assignments: StudentAssignment[];
    }>();
    expect(anaList.assignments.some((a) => a.id === assignment.id)).toBe(false);

    const ids = [];
    for (const catalogueId of module.persona_ids) {
      const [row] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.catalogueId, catalogueId));
      ids.push(row!.id);
    }
    for (const id of ids) await completedSession(ben.user.id, id, 75);
    const benList = (await api('GET', '/assignments/mine', benToken)).json<{
      assignments: StudentAssignment[];
    }>();
    const done = benList.assignments.find((a) => a.id === assignment.id)!;
    expect(done).toMatchObject({ status: 'done', patients_done: 3, patients_total: 3, best_score: 75 });
    expect(done.patients.map((p) => p.patient_id)).toEqual(ids);

    expect((await api('DELETE', `/admin/assignments/${assignment.id}`, benToken)).statusCode).toBe(403);
    expect((await api('DELETE', `/admin/assignments/${assignment.id}`, adminToken)).statusCode).toBe(200);
    expect((await api('DELETE', `/admin/assignments/${assignment.id}`, adminToken)).statusCode).toBe(404);
  });
});
