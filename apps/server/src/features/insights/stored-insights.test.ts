import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsightsSchema } from '@practicum/contract';
import { DATA_MIGRATIONS } from '../../db/data-migrations';
import { dataMigrations, sessionMessages, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';
import { startSession, transition } from '../sessions/lifecycle';

/**
 * Sessions scored by an older scorer, read through the routes the web client calls. Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL (the server-postgres project runs this same file).
 */

let t: TestApp;
let student: { token: string; id: string };
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  const s = await createUser(t.database.db, { maxMessages: -1 });
  student = { token: (await login(t.app, s.email, s.password)).access_token, id: s.user.id };
  const a = await createUser(t.database.db, { userType: 'admin' });
  admin = (await login(t.app, a.email, a.password)).access_token;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = student.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

/** Insights as the scorer wrote them before its lists became sentences. */
const OLD_INSIGHTS = {
  overall_score: 58,
  grade: 'D+',
  session_summary: 'A missed disclosure.',
  active_listening: { score: 60, feedback: 'Some reflections.', strengths: 'many' },
  crisis_management: 'n/a',
  hipaa_compliance: 'yes',
  risk_flags: [
    {
      type: 'missed_risk_disclosure',
      severity: 'high',
      seq: 5,
      message: 'Suicidal thoughts were not explored.',
    },
  ],
  recommended_resources: [{ title: 'MITI 4.2', citation: 'Moyers et al. 2014', reason: 'For reflections.' }],
  supervisor_review_required: true,
};

async function storedSession(insights: unknown): Promise<string> {
  const patient = await createPatientRow(t.database.db);
  const [row] = await t.database.db
    .insert(sessions)
    .values({
      userId: student.id,
      patientId: patient.id,
      patientName: patient.name,
      status: 'completed',
      engineSeed: 'x',
      score: 58,
      grade: 'D+',
      insights,
      insightsGenerated: true,
    })
    .returning();
  return row!.id;
}

function expectUpgraded(insights: unknown): void {
  const parsed = InsightsSchema.parse(insights);
  expect(parsed.risk_flags).toEqual(['Suicidal thoughts were not explored.']);
  expect(parsed.recommended_resources).toEqual(['MITI 4.2 — Moyers et al. 2014 — For reflections.']);
  expect(parsed.overall_score).toBe(58);
}

describe('sessions whose stored insights an older scorer wrote', () => {
  it('read in the contract shape through the list, detail, dashboard and insights routes', async () => {
    const id = await storedSession(OLD_INSIGHTS);
    const unreadable = await storedSession('great session');

    const list = await get('/voice/history/sessions?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().sessions as { id: string; insights: unknown }[];
    expectUpgraded(listed.find((s) => s.id === id)!.insights);
    expect(listed.find((s) => s.id === unreadable)!.insights).toBeNull();

    const detail = await get(`/voice/history/sessions/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expectUpgraded(detail.json().insights);

    const dashboard = await get('/voice/dashboard/student');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const recent = dashboard.json().recent_sessions as { id: string; insights: unknown }[];
    expectUpgraded(recent.find((s) => s.id === id)!.insights);

    const perStudent = await get(`/voice/dashboard/admin/students/${student.id}/sessions?limit=100`, admin);
    expect(perStudent.statusCode, perStudent.body).toBe(200);
    expectUpgraded(perStudent.json().sessions.find((s: { id: string }) => s.id === id).insights);

    const all = await get(`/voice/dashboard/admin/sessions?student_id=${student.id}`, admin);
    expect(all.statusCode, all.body).toBe(200);
    expectUpgraded(all.json().sessions.find((s: { id: string }) => s.id === id).insights);

    const insights = await get(`/voice/insights/${id}`);
    expect(insights.statusCode, insights.body).toBe(200);
    expectUpgraded(insights.json());
    expect((await get(`/voice/insights/${unreadable}`)).statusCode).toBe(404);
    expect((await get(`/voice/analytics/${id}`)).json().metrics).toBeNull();
  });

  it('are rewritten once by the data step that runs after the migrations', async () => {
    const id = await storedSession(OLD_INSIGHTS);
    const unreadable = await storedSession('great session');
    const [before] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    // The test database was migrated before these rows existed; forget that the step ran.
    await t.database.db.delete(dataMigrations);

    await t.database.migrate();
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expectUpgraded(after!.insights);
    expect(after!.insights).toMatchObject({
      risk_flag_details: OLD_INSIGHTS.risk_flags,
      resource_details: OLD_INSIGHTS.recommended_resources,
      legacy_fields: {
        crisis_management: 'n/a',
        hipaa_compliance: 'yes',
        'active_listening.strengths': 'many',
      },
    });
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(after!.score).toBe(58);
    const [kept] = await t.database.db.select().from(sessions).where(eq(sessions.id, unreadable));
    expect(kept!.insights).toBe('great session');
    const recorded = await t.database.db.select({ name: dataMigrations.name }).from(dataMigrations);
    expect(recorded.map((r) => r.name)).toEqual(DATA_MIGRATIONS.map((s) => s.name));

    // Recorded: a later start leaves the rows alone.
    await t.database.db.update(sessions).set({ insights: OLD_INSIGHTS }).where(eq(sessions.id, id));
    await t.database.migrate();
    const [again] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(again!.insights).toEqual(OLD_INSIGHTS);
  });
});

describe('scoring a session that ended with provider usage', () => {
  it('keeps the usage in the performance metrics beside the scoring metrics', async () => {
    const patient = await createPatientRow(t.database.db);
    const row = await startSession(t.database.db, {
      userId: student.id,
      patientId: patient.id,
      patientName: patient.name,
      audioEnabled: true,
      voiceType: 'female',
      voiceSpeed: 1,
    });
    const lines: ['student' | 'patient', string][] = [
      ['student', 'What brings you in today?'],
      ['patient', 'My drinking, I think.'],
      ['student', 'You are wondering whether drinking has become a problem.'],
    ];
    await t.database.db
      .insert(sessionMessages)
      .values(lines.map(([speaker, text], i) => ({ sessionId: row.id, seq: i + 1, speaker, text })));
    const usage = { provider: 'openai-realtime', input_tokens: 1200, output_tokens: 800 };
    await transition(t.database.db, row.id, 'complete', { usage });

    for (let round = 0; round < 2; round++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/voice/insights/generate/${row.id}`,
        headers: bearer(student.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const detail = (await get(`/voice/history/sessions/${row.id}`)).json();
      expect(detail.performance_metrics).toMatchObject({ usage, questions: 1, reflections: 1 });
      expect(detail.performance_metrics).toEqual({ ...res.json().metrics, usage });
    }
  });
});
