import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientDetail, PatientListResponse, PatientPreviewResponse } from '@practicum/contract';
import { CATALOGUE, PersonaSchema, resolveChecklist, type Persona } from '@practicum/personas';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

/**
 * Medical cases in the Patient Library: admins write a persona's station with the persona, the
 * detail returns it whole to admins, and a student reads only the station's brief (never the hidden
 * agenda, red flags or checklist wordings) before a session.
 */

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createUser(t.database.db, { userType: 'admin' });
  const s = await createUser(t.database.db, { userType: 'customer' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  student = (await login(t.app, s.email, s.password)).access_token;
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The exemplar chest-pain station under a new id and name, as an admin would write a new case. */
function medicalCase(): Persona {
  const gareth = PersonaSchema.parse(CATALOGUE.find((p) => p.id === 'gareth-hughes'));
  return { ...gareth, id: 'bryn-davies', name: 'Bryn Davies' };
}

describe('a medical case written by an admin', () => {
  let created: PatientDetail;

  beforeAll(async () => {
    const res = await api('POST', '/voice/patients', admin, medicalCase());
    expect(res.statusCode).toBe(201);
    created = res.json<PatientDetail>();
  });

  it('is created with its discipline and station, and returned whole to the admin', async () => {
    const sent = medicalCase();
    expect(created).toMatchObject({ name: 'Bryn Davies', discipline: 'medicine' });
    expect(created.station).toEqual({
      station: 'history',
      setting: sent.case!.setting,
      task: sent.case!.task,
    });
    const detail = (await api('GET', `/voice/patients/${created.id}`, admin)).json<PatientDetail>();
    expect(detail.persona!.discipline).toBe('medicine');
    expect(detail.persona!.case).toEqual(sent.case);
    // The list's discipline filter finds it.
    const list = (
      await api('GET', '/voice/patients/?discipline=medicine&limit=200', admin)
    ).json<PatientListResponse>();
    expect(list.patients.map((p) => p.id)).toContain(created.id);
  });

  it('shows a student the station brief and nothing of the agenda, red flags or checklist', async () => {
    const res = await api('GET', `/voice/patients/${created.id}`, student);
    expect(res.statusCode).toBe(200);
    const detail = res.json<PatientDetail>();
    expect(detail.persona).toBeNull();
    expect(detail.station).toEqual(created.station);
    const c = medicalCase().case!;
    const text = res.body;
    const factText = new Map(medicalCase().facts.map((f) => [f.id, f.text]));
    const hidden = [
      ...c.agenda.ideas,
      ...c.agenda.concerns,
      ...c.agenda.expectations,
      ...c.agenda.cues,
      ...[...c.agenda.ideas, ...c.agenda.concerns, ...c.agenda.expectations].map((id) => factText.get(id)!),
      ...c.red_flags.flatMap((f) => [f.label, f.fact, ...f.asked_by]),
      ...resolveChecklist(c).flatMap((i) => [i.label, ...i.parts.flatMap((p) => p.cues)]),
    ];
    for (const s of hidden) expect(text).not.toContain(JSON.stringify(s).slice(1, -1));
    expect(text).not.toMatch(/"(agenda|red_flags|checklist|cues|asked_by)"/);
  });

  it('is updated with an edited checklist item', async () => {
    const persona = medicalCase();
    const checklist = persona.case!.checklist.map((e) =>
      e.id === 'explain-heart' ? { ...e, label: 'Explained in plain words that it may be his heart' } : e,
    );
    const res = await api('PUT', `/voice/patients/${created.id}`, admin, {
      ...persona,
      case: { ...persona.case!, checklist },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<PatientDetail>().persona!.case!.checklist.find((e) => e.id === 'explain-heart');
    expect(saved!.label).toBe('Explained in plain words that it may be his heart');
  });

  it('plays in the preview, telling a red flag when asked about it', async () => {
    const res = await api('POST', `/voice/patients/${created.id}/preview`, admin, {
      student_messages: [
        'Hello, I am one of the doctors. What brings you in today?',
        'Did you feel sick or sweaty with it?',
      ],
      seed: 'fixed',
    });
    expect(res.statusCode).toBe(200);
    const turns = res.json<PatientPreviewResponse>().turns;
    expect(turns).toHaveLength(5);
    expect(turns[4]!.text.toLowerCase()).toMatch(/sweat|sick/);
  });
});

describe('an invalid medical case', () => {
  it('is refused with the station’s field paths', async () => {
    const persona = medicalCase();
    const c = persona.case!;
    const res = await api('POST', '/voice/patients', admin, {
      ...persona,
      id: 'broken-case',
      name: 'Broken Case',
      case: {
        ...c,
        agenda: { ...c.agenda, ideas: ['no-such-fact'] },
        checklist: c.checklist.map((e) =>
          e.id === 'explain-heart'
            ? { ...e, label: '', parts: [{ cues: ["what's + heart"], partly: [] }] }
            : e,
        ),
      },
    });
    expect(res.statusCode).toBe(422);
    const index = c.checklist.findIndex((e) => e.id === 'explain-heart');
    const locs = (res.json().detail as { loc: (string | number)[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining([
        `body.case.checklist.${index}.label`,
        `body.case.checklist.${index}.parts.0.cues.0`,
      ]),
    );
  });

  it('is refused when a medical persona has no station, and from students in any case', async () => {
    const { case: _c, ...persona } = medicalCase();
    const res = await api('POST', '/voice/patients', admin, {
      ...persona,
      id: 'no-station',
      name: 'No Station',
    });
    expect(res.statusCode).toBe(422);
    expect((res.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'))).toContain('body.case');
    expect((await api('POST', '/voice/patients', student, medicalCase())).statusCode).toBe(403);
  });

  it('names a missing agenda fact once the station is otherwise valid', async () => {
    const persona = medicalCase();
    const res = await api('POST', '/voice/patients', admin, {
      ...persona,
      id: 'missing-fact',
      name: 'Missing Fact',
      case: { ...persona.case!, agenda: { ...persona.case!.agenda, ideas: ['no-such-fact'] } },
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: (string | number)[]; msg: string }[];
    expect(detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'case', 'agenda', 'ideas', 0],
        msg: 'no fact "no-such-fact"',
      }),
    );
  });
});
