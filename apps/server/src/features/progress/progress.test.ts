import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILL_KEYS, type ErrorResponse, type Progress } from '@practicum/contract';
import type { PersonaInput } from '@practicum/personas';
import type { Db } from '../../db/client';
import { patients, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

let t: TestApp;
let ada: { id: string; token: string };
let bo: { id: string; token: string };
let admin: string;
const ids: Record<string, string> = {};

/** A patient row whose persona carries only the traits the suggestion reads. */
async function patient(
  db: Db,
  name: string,
  difficulty: 'beginner' | 'intermediate' | 'advanced',
  traits: { style?: string; risk?: string; emotions?: string[] },
  archived = false,
) {
  const persona = {
    name,
    style: traits.style ?? 'plain',
    risk: { level: traits.risk ?? 'none' },
    emotions: traits.emotions ?? ['neutral', 'anxious'],
  } as unknown as PersonaInput;
  const [row] = await db
    .insert(patients)
    .values({
      name,
      condition: 'Generalised Anxiety Disorder',
      conditionCategory: 'anxiety',
      difficulty,
      persona,
      archivedAt: archived ? new Date() : null,
    })
    .returning();
  ids[name] = row!.id;
}

const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const signIn = async (userType: 'customer' | 'admin') => {
    const u = await createUser(db, { userType });
    return { id: u.user.id, token: (await login(t.app, u.email, u.password)).access_token };
  };
  ada = await signIn('customer');
  bo = await signIn('customer');
  admin = (await signIn('admin')).token;

  await patient(db, 'Maria Plain', 'beginner', {});
  await patient(db, 'Rae Risk', 'beginner', { risk: 'passive_ideation' });
  await patient(db, 'Ivy Risk', 'intermediate', { risk: 'active_ideation' });
  await patient(db, 'Archie Archived', 'intermediate', { risk: 'active_ideation' }, true);
  await patient(db, 'Hal Hostile', 'intermediate', { style: 'hostile' });

  // Per session, in time order: overall score and each skill's stored score (a word is no score).
  const plan: [number, Partial<Record<(typeof SKILL_KEYS)[number], number | string>>][] = [
    [
      50,
      {
        active_listening: 'high',
        empathy_demonstration: 80,
        questioning_techniques: 65,
        therapeutic_interventions: 70,
      },
    ],
    [
      55,
      {
        active_listening: 50,
        empathy_demonstration: 80,
        questioning_techniques: 65,
        therapeutic_interventions: 72,
      },
    ],
    [
      60,
      {
        active_listening: 50,
        empathy_demonstration: 80,
        questioning_techniques: 65,
        crisis_management: 50,
        therapeutic_interventions: 74,
      },
    ],
    [
      65,
      {
        active_listening: 50,
        empathy_demonstration: 80,
        questioning_techniques: 65,
        crisis_management: 50,
        therapeutic_interventions: 76,
      },
    ],
    [
      70,
      {
        active_listening: 70,
        empathy_demonstration: 70,
        questioning_techniques: 65,
        crisis_management: 40,
        therapeutic_interventions: 78,
        boundary_maintenance: 60,
      },
    ],
    [
      75,
      {
        active_listening: 70,
        empathy_demonstration: 70,
        questioning_techniques: 65,
        crisis_management: 40,
        therapeutic_interventions: 80,
        boundary_maintenance: 'fine',
      },
    ],
    [
      80,
      {
        active_listening: 70,
        empathy_demonstration: 70,
        questioning_techniques: 65,
        crisis_management: 40,
        therapeutic_interventions: 82,
        boundary_maintenance: 62,
      },
    ],
  ];
  const insightsOf = (skills: Record<string, number | string>) =>
    Object.fromEntries(Object.entries(skills).map(([k, score]) => [k, { score, feedback: 'ok' }]));
  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10));
  const row = (
    day: number,
    patientId: string,
    score: number | null,
    skills: Record<string, number | string>,
  ) => ({
    userId: ada.id,
    patientId,
    patientName: 'as started',
    status: 'completed' as const,
    startTime: at(day),
    score,
    insights: insightsOf(skills),
    engineSeed: 'seed',
  });
  await db.insert(sessions).values([
    // Inserted out of order: the answer must come back in time order.
    ...plan
      .map(([score, skills], i) => row(i + 1, ids[i === 6 ? 'Ivy Risk' : 'Maria Plain']!, score, skills))
      .reverse(),
    // Neither a cancelled nor an unscored session counts.
    { ...row(8, ids['Hal Hostile']!, 5, { crisis_management: 0 }), status: 'cancelled' as const },
    row(9, ids['Hal Hostile']!, null, { crisis_management: 0 }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /users/me/progress', () => {
  it('lists scored sessions in time order with each skill score read from the insights', async () => {
    const res = await get('/users/me/progress', ada.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Progress>();
    expect(body.sessions.map((s) => s.score)).toEqual([50, 55, 60, 65, 70, 75, 80]);
    expect(body.sessions[0]!.date).toBe('2026-01-01T10:00:00.000Z');
    expect(body.sessions[0]!.skills).toEqual({
      active_listening: null,
      empathy_demonstration: 80,
      questioning_techniques: 65,
      boundary_maintenance: null,
      crisis_management: null,
      therapeutic_interventions: 70,
    });
    expect(body.sessions[5]!.skills.boundary_maintenance).toBeNull();
  });

  it("compares each skill's last three scores with the three before", async () => {
    const body = (await get('/users/me/progress', ada.token)).json<Progress>();
    const bySkill = Object.fromEntries(body.skills.map((s) => [s.skill, s]));
    expect(body.skills.map((s) => s.skill)).toEqual([...SKILL_KEYS]);
    // 'high' is no score: 50 50 50 then 70 70 70.
    expect(bySkill.active_listening).toEqual({
      skill: 'active_listening',
      recent_average: 70,
      previous_average: 50,
      change: 20,
      trend: 'up',
    });
    expect(bySkill.empathy_demonstration).toMatchObject({ recent_average: 70, change: -10, trend: 'down' });
    expect(bySkill.questioning_techniques).toMatchObject({ recent_average: 65, change: 0, trend: 'steady' });
    expect(bySkill.therapeutic_interventions).toMatchObject({
      recent_average: 80,
      previous_average: 74,
      trend: 'up',
    });
    expect(bySkill.therapeutic_interventions!.change).toBeCloseTo(6);
    // Too few scores to compare: an average, but no trend.
    expect(bySkill.boundary_maintenance).toEqual({
      skill: 'boundary_maintenance',
      recent_average: 61,
      previous_average: null,
      change: null,
      trend: null,
    });
    expect(bySkill.crisis_management).toMatchObject({
      recent_average: 40,
      previous_average: null,
      trend: null,
    });
  });

  it('names the weakest skill and an active persona at the right difficulty that practises it', async () => {
    const body = (await get('/users/me/progress', ada.token)).json<Progress>();
    expect(body.weakest_skill).toBe('crisis_management');
    // Recent overall mean 75 asks for intermediate, but Ivy was practised last and Archie is
    // archived, so the nearest risk persona is the beginner one.
    expect(body.suggestion).toEqual({
      patient_id: ids['Rae Risk'],
      name: 'Rae Risk',
      condition: 'Generalised Anxiety Disorder',
      difficulty: 'beginner',
      skill: 'crisis_management',
    });
  });

  it('answers a student without scored sessions with an empty state', async () => {
    const res = await get('/users/me/progress', bo.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<Progress>();
    expect(body.sessions).toEqual([]);
    expect(body.weakest_skill).toBeNull();
    expect(body.suggestion).toBeNull();
    expect(body.skills).toHaveLength(6);
    for (const s of body.skills) {
      expect(s).toEqual({
        skill: s.skill,
        recent_average: null,
        previous_average: null,
        change: null,
        trend: null,
      });
    }
  });

  it('is for students only', async () => {
    const res = await get('/users/me/progress', admin);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /admin/users/:id/progress', () => {
  it("gives an administrator the student's progress as the student sees it", async () => {
    const own = (await get('/users/me/progress', ada.token)).json<Progress>();
    const res = await get(`/admin/users/${ada.id}/progress`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(own);
  });

  it('does not let a student read another student', async () => {
    const res = await get(`/admin/users/${ada.id}/progress`, bo.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('crisis_management');
  });

  it('answers 404 for an unknown user and 422 for an id that is not one', async () => {
    const missing = await get('/admin/users/00000000-0000-4000-8000-000000000000/progress', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().code).toBe('user_not_found');
    expect((await get('/admin/users/nope/progress', admin)).statusCode).toBe(422);
  });
});
