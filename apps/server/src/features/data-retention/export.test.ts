import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';
import { seedSession } from '../../../test/support/seed-session';
import { readZip } from '../../../test/support/zip';

let t: TestApp;
let owner: { id: string; email: string; token: string };
let other: { id: string; token: string };
let admin: { id: string; token: string };
let recorded: string;
let cohortId: string;
let moduleAssignment: string;
let patientAssignment: string;
let patientName: string;

beforeAll(async () => {
  t = await buildTestApp();
  const make = async (userType: 'customer' | 'admin', firstName = 'Test') => {
    const u = await createUser(t.database.db, { userType, firstName });
    return { id: u.user.id, email: u.email, token: (await login(t.app, u.email, u.password)).access_token };
  };
  owner = await make('customer', 'Olive');
  other = await make('customer');
  admin = await make('admin');
  const first = await seedSession(t.database.db, t.app.recordings, {
    userId: owner.id,
    startTime: new Date('2026-01-05T10:00:00Z'),
    score: 77,
    lines: ['What brings you here today?', 'My sleep has fallen apart.'],
    recordingBytes: 4096,
  });
  recorded = first.id;
  await seedSession(t.database.db, t.app.recordings, {
    userId: owner.id,
    score: 88,
    lines: ['Hello again.'],
  });
  await seedSession(t.database.db, t.app.recordings, { userId: other.id, lines: ['Not the owner.'] });

  // The admin's cohort holds both students; one assignment is for it, one names the owner alone.
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: bearer(admin.token),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  cohortId = await post('/admin/cohorts', { name: 'Rotation B', student_ids: [owner.id, other.id] });
  await post('/admin/cohorts', { name: 'Only the other', student_ids: [other.id] });
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
  moduleAssignment = await post('/admin/assignments', {
    module_id: 'active-listening',
    cohort_id: cohortId,
    student_ids: [owner.id],
    due_at: due,
    target_score: 70,
  });
  const patient = await createPatientRow(t.database.db);
  patientName = patient.name;
  patientAssignment = await post('/admin/assignments', {
    patient_id: patient.id,
    student_ids: [other.id],
    due_at: due,
    target_score: 60,
  });
});
afterAll(async () => {
  await t.close();
});

const download = (token: string, url: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });

interface ExportedSession {
  id: string;
  score: number;
  user_id: string;
  transcript: { text: string; speaker: string }[];
}

function expectOwnersArchive(body: Buffer) {
  const files = readZip(body);
  expect([...files.keys()].sort()).toEqual([
    'README.txt',
    'activity.json',
    'assignments.json',
    'cohorts.json',
    'notifications.json',
    'profile.json',
    `recordings/session_${recorded}.ogg`,
    'sessions.json',
  ]);
  const profile = JSON.parse(files.get('profile.json')!.toString('utf8'));
  expect(profile.user).toMatchObject({ id: owner.id, email: owner.email, first_name: 'Olive' });
  expect(profile.user.password_hash).toBeUndefined();
  expect(JSON.stringify(profile)).not.toContain('argon2');
  expect(profile.settings.audio).toBeDefined();
  const list = JSON.parse(files.get('sessions.json')!.toString('utf8')) as ExportedSession[];
  expect(list.map((s) => s.score)).toEqual([77, 88]);
  expect(list.every((s) => s.user_id === owner.id)).toBe(true);
  expect(list[0]!.transcript.map((m) => m.text)).toEqual([
    'What brings you here today?',
    'My sleep has fallen apart.',
  ]);
  expect(files.get(`recordings/session_${recorded}.ogg`)!.length).toBe(4096);
  const activity = JSON.parse(files.get('activity.json')!.toString('utf8')) as { action: string }[];
  expect(activity.map((a) => a.action)).toContain('auth.login.success');
  // Their cohort and the work set for them, with where they stand; nobody else's.
  const cohortsFile = JSON.parse(files.get('cohorts.json')!.toString('utf8'));
  expect(cohortsFile).toEqual({ member_of: [{ id: cohortId, name: 'Rotation B' }], created: [] });
  const work = JSON.parse(files.get('assignments.json')!.toString('utf8'));
  expect(work.created).toEqual([]);
  expect(work.assigned_to_me).toHaveLength(1);
  expect(work.assigned_to_me[0]).toMatchObject({
    id: moduleAssignment,
    kind: 'module',
    module_id: 'active-listening',
    target_score: 70,
    status: 'not_started',
  });
  expect(JSON.stringify([cohortsFile, work])).not.toContain(other.id);
}

describe('GET /api/v1/voice/data/export', () => {
  it('gives the owner a zip of their profile, sessions with transcripts and scores, and recordings', async () => {
    const res = await download(owner.token, '/voice/data/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="practicum-data-${owner.id}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    expectOwnersArchive(res.rawPayload);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data.export'), eq(auditLog.targetUserId, owner.id)));
    expect(entry).toMatchObject({ actorId: owner.id });
  });

  it("holds only the caller's own data", async () => {
    const res = await download(other.token, '/voice/data/export');
    const list = JSON.parse(
      readZip(res.rawPayload).get('sessions.json')!.toString('utf8'),
    ) as ExportedSession[];
    expect(list.map((s) => s.transcript[0]!.text)).toEqual(['Not the owner.']);
  });
});

describe("an instructor's cohorts and assignments in their archive", () => {
  it('lists the cohorts and assignments they set, with how many students but not who or how each is doing', async () => {
    const res = await download(admin.token, '/voice/data/export');
    expect(res.statusCode, res.body).toBe(200);
    const files = readZip(res.rawPayload);
    expect(files.get('README.txt')!.toString('utf8')).toContain('cohorts.json');
    const cohortsFile = JSON.parse(files.get('cohorts.json')!.toString('utf8'));
    expect(cohortsFile.member_of).toEqual([]);
    expect(
      cohortsFile.created.map((c: { name: string; student_count: number }) => [c.name, c.student_count]),
    ).toEqual([
      ['Only the other', 1],
      ['Rotation B', 2],
    ]);
    const work = JSON.parse(files.get('assignments.json')!.toString('utf8'));
    expect(work.assigned_to_me).toEqual([]);
    expect(work.created).toEqual([
      expect.objectContaining({
        id: moduleAssignment,
        kind: 'module',
        cohort: { id: cohortId, name: 'Rotation B' },
        target_score: 70,
        // The owner is named and in the cohort: counted once.
        student_count: 2,
      }),
      expect.objectContaining({
        id: patientAssignment,
        kind: 'patient',
        title: patientName,
        cohort: null,
        student_count: 1,
      }),
    ]);
    const text = JSON.stringify([cohortsFile, work]);
    for (const id of [owner.id, other.id]) expect(text).not.toContain(id);
    expect(text).not.toContain(owner.email);
  });
});

describe('GET /api/v1/users/admin/users/:id/export', () => {
  it('is refused to another student', async () => {
    const res = await download(other.token, `/users/admin/users/${owner.id}/export`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBeTypeOf('string');
  });

  it('gives an admin the same archive the user would get, audited with the admin as actor', async () => {
    const res = await download(admin.token, `/users/admin/users/${owner.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expectOwnersArchive(res.rawPayload);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'data.export'),
          eq(auditLog.actorId, admin.id),
          eq(auditLog.targetUserId, owner.id),
        ),
      );
    expect(entries).toHaveLength(1);
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await download(admin.token, '/users/admin/users/00000000-0000-4000-8000-000000000000/export');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
  });
});
