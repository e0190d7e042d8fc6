import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientDetail, PatientListResponse } from '@practicum/contract';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { patients, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

let t: TestApp;
let admin: string;
let student: string;
let studentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createUser(t.database.db, { userType: 'admin' });
  const s = await createUser(t.database.db, { userType: 'customer' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  student = (await login(t.app, s.email, s.password)).access_token;
  studentId = s.user.id;
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const list = async (query: string, token = student) =>
  (await api('GET', `/voice/patients/?${query}`, token)).json<PatientListResponse>();

describe('POST /api/v1/voice/patients/initialize', () => {
  it('adds the whole catalogue once; a second call changes nothing', async () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(50);
    expect((await list('limit=1')).total_count).toBe(0);
    const first = await api('POST', '/voice/patients/initialize', student);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: CATALOGUE.length, total_count: CATALOGUE.length });
    const second = await api('POST', '/voice/patients/initialize', admin);
    expect(second.json()).toMatchObject({ added: 0, total_count: CATALOGUE.length });
    const [rows] = await t.database.db.select({ n: count() }).from(patients);
    expect(rows!.n).toBe(CATALOGUE.length);
  });
});

describe('a catalogue patient an admin deleted', () => {
  it('stays deleted when anyone, a student included, initialises the catalogue again', async () => {
    await api('POST', '/voice/patients/initialize', admin);
    const victim = (await list('limit=1', admin)).patients[0]!;
    expect((await api('DELETE', `/voice/patients/${victim.id}`, admin)).statusCode).toBe(200);
    const again = await api('POST', '/voice/patients/initialize', student);
    expect(again.json()).toMatchObject({ added: 0, total_count: CATALOGUE.length - 1 });
    const [rows] = await t.database.db.select({ n: count() }).from(patients);
    expect(rows!.n).toBe(CATALOGUE.length - 1);
    // Later tests expect the whole catalogue: an admin re-creates it from its persona.
    const persona = CATALOGUE.map((p) => PersonaSchema.parse(p)).find((p) => p.name === victim.name)!;
    await t.database.db.insert(patients).values({
      catalogueId: persona.id,
      name: persona.name,
      condition: persona.condition,
      conditionCategory: persona.condition_category,
      difficulty: persona.difficulty,
      persona,
    });
  });
});

describe('GET /api/v1/voice/patients/', () => {
  it('pages through every patient in name order with the total', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < CATALOGUE.length; offset += 20) {
      const page = await list(`limit=20&offset=${offset}`);
      expect(page.total_count).toBe(CATALOGUE.length);
      seen.push(...page.patients.map((p) => p.name));
    }
    expect(seen).toHaveLength(CATALOGUE.length);
    expect(new Set(seen).size).toBe(CATALOGUE.length);
    // Byte order of the lower-cased names, the same on every database engine and locale.
    const key = (n: string) => n.toLowerCase();
    expect(seen).toEqual([...seen].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    const past = await list(`limit=20&offset=${CATALOGUE.length}`);
    expect(past.patients).toEqual([]);
    expect(past.total_count).toBe(CATALOGUE.length);
  });

  it('searches name and condition case-insensitively', async () => {
    const sample = PersonaSchema.parse(CATALOGUE[0]);
    const byName = await list(`search=${encodeURIComponent(sample.name.slice(0, 4).toUpperCase())}`);
    expect(byName.patients.map((p) => p.name)).toContain(sample.name);
    const byCondition = await list('search=ptsd');
    expect(byCondition.total_count).toBe(CATALOGUE.filter((c) => c.condition_category === 'ptsd').length);
    // Punctuation alone names no word: nothing matches, and LIKE wildcards are never patterns.
    expect((await list('search=%25')).total_count).toBe(0);
    expect((await list('search=_')).total_count).toBe(0);
  });

  it('filters by difficulty', async () => {
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      const res = await list(`difficulty=${difficulty}&limit=200`);
      expect(res.total_count).toBe(CATALOGUE.filter((c) => c.difficulty === difficulty).length);
      expect(res.patients.every((p) => p.difficulty === difficulty)).toBe(true);
    }
    expect((await list('difficulty=all&limit=1')).total_count).toBe(CATALOGUE.length);
    expect((await api('GET', '/voice/patients/?difficulty=expert', student)).statusCode).toBe(422);
  });

  it('shows a session written anywhere in the usage of a listed page once its notice arrives', async () => {
    // The page is kept in memory between these requests (ADR 031); the session is written as the
    // live-session code on any server writes it, outside this route.
    // A patient past the first few, which the tests below count sessions of.
    const page = 'limit=1&offset=5';
    const [first] = (await list(page)).patients;
    const before = first!.usage.sessions_count;
    expect((await list(page)).patients[0]!.usage.sessions_count).toBe(before);
    await t.database.db.insert(sessions).values({
      userId: studentId,
      patientId: first!.id,
      patientName: first!.name,
      status: 'completed',
      score: 90,
      engineSeed: 'seed',
    });
    await expect
      .poll(async () => (await list(page)).patients[0]!.usage.sessions_count, { timeout: 2_000 })
      .toBe(before + 1);
  });

  it('answers 304 to a browser holding the page as it is, and the whole page once it changed', async () => {
    const page = 'limit=3&offset=7';
    const asked = (query: string, etag: string) =>
      t.app.inject({
        url: `/api/v1/voice/patients/?${query}`,
        headers: { ...bearer(student), 'if-none-match': etag },
      });
    const first = await api('GET', `/voice/patients/?${page}`, student);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const same = await asked(page, etag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await asked(page, `"other", W/${etag}`)).statusCode).toBe(304);
    expect((await asked('limit=3&offset=8', etag)).statusCode).toBe(200); // another page
    const unauthenticated = await t.app.inject({
      url: `/api/v1/voice/patients/?${page}`,
      headers: { 'if-none-match': etag },
    });
    expect(unauthenticated.statusCode).toBe(401);

    // An admin archives a patient on the page: the browser's copy is old, so the whole new page comes.
    const [onPage] = first.json<PatientListResponse>().patients;
    await api('POST', `/voice/patients/${onPage!.id}/archive`, admin, { archived: true });
    try {
      const changed = await asked(page, etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json<PatientListResponse>().patients.map((p) => p.id)).not.toContain(onPage!.id);
    } finally {
      await api('POST', `/voice/patients/${onPage!.id}/archive`, admin, { archived: false });
    }
  });

  it('never shows the case formulation in lists', async () => {
    const res = await api('GET', '/voice/patients/?limit=5', student);
    expect(res.body).not.toContain('core_beliefs');
    expect(res.body).not.toContain('"facts"');
    expect(res.body).not.toContain('presenting_problem');
    expect(res.body).not.toContain('disclosure');
  });
});

describe('GET /api/v1/voice/patients/:id', () => {
  it('gives admins the persona and students only the presentation', async () => {
    const [first] = (await list('limit=1')).patients;
    const forStudent = (await api('GET', `/voice/patients/${first!.id}`, student)).json<PatientDetail>();
    expect(forStudent.persona).toBeNull();
    const forAdmin = (await api('GET', `/voice/patients/${first!.id}`, admin)).json<PatientDetail>();
    // The list row and the detail agree on every presentation field (the list reads only those).
    const { persona: _persona, presenting_problem, station, ...presentation } = forAdmin;
    expect(first).toEqual(presentation);
    expect(forStudent.station).toEqual(station);
    expect(forStudent.presenting_problem).toBe(presenting_problem);
    expect(presenting_problem).toBe(forAdmin.persona?.presenting_problem);
    expect(forAdmin.persona?.facts.length).toBeGreaterThanOrEqual(12);
  });

  it('answers 404 for an unknown patient and 422 for a malformed id', async () => {
    expect(
      (await api('GET', '/voice/patients/00000000-0000-4000-8000-000000000000', student)).statusCode,
    ).toBe(404);
    expect((await api('GET', '/voice/patients/not-a-uuid', student)).statusCode).toBe(422);
  });
});

describe('editing patients (admin)', () => {
  const persona = () => ({
    ...PersonaSchema.parse(CATALOGUE[1]),
    id: 'custom-case',
    name: 'Custom Case Person',
  });

  it('creates a patient from a valid persona and rejects an invalid one with field paths', async () => {
    const created = await api('POST', '/voice/patients', admin, persona());
    expect(created.statusCode).toBe(201);
    expect(created.json<PatientDetail>()).toMatchObject({ name: 'Custom Case Person', catalogue_id: null });
    const invalid = await api('POST', '/voice/patients', admin, { ...persona(), age: -3, facts: [] });
    expect(invalid.statusCode).toBe(422);
    const locs = (invalid.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.age', 'body.facts']));
  });

  it('refuses students', async () => {
    const [first] = (await list('limit=1')).patients;
    expect((await api('POST', '/voice/patients', student, persona())).statusCode).toBe(403);
    expect((await api('PUT', `/voice/patients/${first!.id}`, student, persona())).statusCode).toBe(403);
    expect((await api('DELETE', `/voice/patients/${first!.id}`, student)).statusCode).toBe(403);
  });

  it('keeps an instructor edit when the catalogue is initialised again', async () => {
    const [first] = (await list('limit=1')).patients;
    const detail = (await api('GET', `/voice/patients/${first!.id}`, admin)).json<PatientDetail>();
    const edited = { ...detail.persona!, name: `${detail.persona!.name} (edited)` };
    expect((await api('PUT', `/voice/patients/${first!.id}`, admin, edited)).statusCode).toBe(200);
    await api('POST', '/voice/patients/initialize', admin);
    const after = (await api('GET', `/voice/patients/${first!.id}`, admin)).json<PatientDetail>();
    expect(after.name).toBe(edited.name);
  });

  it("archives a patient out of the students' list and back", async () => {
    const [first] = (await list('limit=1')).patients;
    const total = (await list('limit=1')).total_count;
    expect(
      (await api('POST', `/voice/patients/${first!.id}/archive`, admin, { archived: true })).statusCode,
    ).toBe(200);
    expect((await list('limit=1')).total_count).toBe(total - 1);
    expect((await list('limit=1&include_archived=true')).total_count).toBe(total - 1); // students cannot see archived
    expect((await list('limit=1&include_archived=true', admin)).total_count).toBe(total);
    await api('POST', `/voice/patients/${first!.id}/archive`, admin, { archived: false });
    expect((await list('limit=1')).total_count).toBe(total);
  });

  it('refuses to delete a patient that sessions use, counts its usage, and deletes an unused one', async () => {
    const [used, unused] = (await list('limit=2')).patients;
    await t.database.db.insert(sessions).values(
      [80, 60, null].map((score) => ({
        userId: studentId,
        patientId: used!.id,
        patientName: used!.name,
        status: score === null ? ('active' as const) : ('completed' as const),
        score,
        engineSeed: 'seed',
      })),
    );
    const detail = (await api('GET', `/voice/patients/${used!.id}`, student)).json<PatientDetail>();
    expect(detail.usage).toEqual({ sessions_count: 3, scored_sessions: 2, success_rate: 50 });
    const summary = (await api('GET', '/voice/patients/summary', admin)).json();
    expect(summary).toEqual({
      total_patients: (await list('limit=1')).total_count,
      conditions: new Set((await list('limit=200')).patients.map((p) => p.condition.toLowerCase())).size,
      active_sessions: 1,
    });

    const refused = await api('DELETE', `/voice/patients/${used!.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'patient_in_use',
      detail: expect.stringContaining('Archive'),
    });
    expect((await api('DELETE', `/voice/patients/${unused!.id}`, admin)).statusCode).toBe(200);
    const [gone] = await t.database.db
      .select({ n: count() })
      .from(patients)
      .where(eq(patients.id, unused!.id));
    expect(gone!.n).toBe(0);
  });
});

describe('POST /api/v1/voice/patients/:id/preview', () => {
  it('replays typed lines through the engine and stores nothing', async () => {
    const [first] = (await list('limit=1')).patients;
    const [before] = await t.database.db.select({ n: count() }).from(sessions);
    const res = await api('POST', `/voice/patients/${first!.id}/preview`, admin, {
      student_messages: ['Hello, thanks for coming in today.', 'What brings you here?'],
      seed: 'fixed',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.turns.map((x: { speaker: string }) => x.speaker)).toEqual([
      'patient',
      'student',
      'patient',
      'student',
      'patient',
    ]);
    expect(body.turns[4].text.length).toBeGreaterThan(0);
    const again = await api('POST', `/voice/patients/${first!.id}/preview`, admin, {
      student_messages: ['Hello, thanks for coming in today.', 'What brings you here?'],
      seed: 'fixed',
    });
    expect(again.json()).toEqual(body);
    const [after] = await t.database.db.select({ n: count() }).from(sessions);
    expect(after!.n).toBe(before!.n);
  });
});
