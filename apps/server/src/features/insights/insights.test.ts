import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';
import { scoreTranscripts } from '../../score-command';

let t: TestApp;
let student: { token: string; id: string };
let other: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  const make = async (userType: 'customer' | 'admin') => {
    const u = await createUser(t.database.db, { userType });
    return { token: (await login(t.app, u.email, u.password)).access_token, id: u.user.id };
  };
  student = await make('customer');
  other = (await make('customer')).token;
  admin = (await make('admin')).token;
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A finished session whose patient discloses suicidal thoughts; `handled` decides what the student does next. */
async function sessionWithDisclosure(handled: boolean): Promise<string> {
  const patient = await createPatientRow(t.database.db);
  const [s] = await t.database.db
    .insert(sessions)
    .values({
      userId: student.id,
      patientId: patient.id,
      patientName: patient.name,
      status: 'completed',
      engineSeed: 'x',
    })
    .returning();
  const state = (trust: number, risk = false) => ({
    trust,
    rapport: trust,
    openness: 0.5,
    distress: 0.6,
    risk_disclosed: risk,
  });
  const lines: [string, string, object | null][] = [
    ['student', 'Hi, thanks for coming in. What would you like to talk about today?', null],
    ['patient', 'Things have been really heavy lately. I am not sleeping.', state(0.4)],
    ['student', 'It sounds like you have been carrying a lot on your own.', null],
    [
      'patient',
      'Sometimes I think everyone would be better off if I was not here anymore.',
      state(0.6, true),
    ],
    handled
      ? ['student', 'Thank you for telling me that. Are you having thoughts of killing yourself?', null]
      : ['student', 'Let us talk about your sleep routine instead. Have you tried chamomile tea?', null],
    ['patient', handled ? 'Yes, sometimes at night.' : 'I guess I could try that.', state(0.6)],
    handled
      ? [
          'student',
          'Have you thought about how you would do it, or made any plans? Let us work on a safety plan together.',
          null,
        ]
      : ['student', 'Great, so drink some tea before bed and things will look better tomorrow.', null],
    ['patient', 'Okay.', state(0.5)],
  ];
  await t.database.db.insert(sessionMessages).values(
    lines.map(([speaker, text, engineState], i) => ({
      sessionId: s!.id,
      seq: i + 1,
      speaker: speaker as 'student' | 'patient',
      text,
      emotion: speaker === 'patient' ? 'sad' : null,
      engineState,
    })),
  );
  return s!.id;
}

describe('POST /api/v1/voice/insights/generate/:sessionId', () => {
  it('stores insights, score, grade and feedback, and flags a missed suicide disclosure for supervisor review', async () => {
    const id = await sessionWithDisclosure(false);
    const res = await api('POST', `/voice/insights/generate/${id}`, student.token);
    expect(res.statusCode, res.body).toBe(200);
    const insights = res.json();
    expect(insights.supervisor_review_required).toBe(true);
    expect(insights.risk_flag_details.map((f: { type: string }) => f.type)).toContain(
      'missed_risk_disclosure',
    );
    expect(insights.risk_flags.length).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row).toMatchObject({
      insightsGenerated: true,
      score: insights.overall_score,
      grade: insights.grade,
      feedback: insights.session_summary,
    });
    const evidence = [insights.active_listening, insights.questioning_techniques].flatMap(
      (s: { evidence: { seq: number }[] }) => s.evidence,
    );
    expect(evidence.every((e: { seq: number }) => [1, 3, 5, 7].includes(e.seq))).toBe(true);
  });

  it('does not flag a disclosure the student screened and planned for', async () => {
    const id = await sessionWithDisclosure(true);
    const insights = (await api('POST', `/voice/insights/generate/${id}`, student.token)).json();
    expect(insights.supervisor_review_required).toBe(false);
    expect(insights.risk_flag_details.map((f: { type: string }) => f.type)).not.toContain(
      'missed_risk_disclosure',
    );
    expect(insights.crisis_management.applicable).toBe(true);
  });

  it('gives the same insights twice and duplicates nothing', async () => {
    const id = await sessionWithDisclosure(true);
    const [before] = await t.database.db.select({ n: count() }).from(sessionMessages);
    const first = (await api('POST', `/voice/insights/generate/${id}`, student.token)).json();
    const second = (await api('POST', `/voice/insights/generate/${id}`, student.token)).json();
    expect(second).toEqual(first);
    const [after] = await t.database.db.select({ n: count() }).from(sessionMessages);
    expect(after!.n).toBe(before!.n);
    expect((await api('GET', `/voice/insights/${id}`, student.token)).json()).toEqual(first);
  });

  it("answers 404 for insights not generated yet and for another student's session", async () => {
    const id = await sessionWithDisclosure(true);
    const missing = await api('GET', `/voice/insights/${id}`, student.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Insights have not been generated for this session');
    expect((await api('POST', `/voice/insights/generate/${id}`, other)).statusCode).toBe(404);
    expect((await api('GET', `/voice/analytics/${id}`, other)).statusCode).toBe(404);
    expect((await api('POST', `/voice/insights/generate/${id}`, admin)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/voice/analytics/:id', () => {
  it('codes every utterance', async () => {
    const id = await sessionWithDisclosure(true);
    const body = (await api('GET', `/voice/analytics/${id}`, student.token)).json();
    expect(body.codes.map((c: { seq: number }) => c.seq)).toEqual(expect.arrayContaining([1, 3, 5, 7]));
    const screen = body.codes.find((c: { seq: number }) => c.seq === 5);
    expect(screen.risk).toContain('suicidal_thoughts');
  });
});

describe('POST /api/v1/voice/test-insights', () => {
  it('scores a posted transcript for admins only, storing nothing', async () => {
    const payload = {
      utterances: [
        { seq: 1, speaker: 'student', text: 'What brings you here today?' },
        { seq: 2, speaker: 'patient', text: 'My drinking, I think.' },
        { seq: 3, speaker: 'student', text: 'You are wondering whether drinking has become a problem.' },
      ],
    };
    const [before] = await t.database.db.select({ n: count() }).from(sessions);
    const res = await api('POST', '/voice/test-insights', admin, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().metrics).toMatchObject({ questions: 1, reflections: 1 });
    expect((await api('POST', '/voice/test-insights', student.token, payload)).statusCode).toBe(403);
    const [after] = await t.database.db.select({ n: count() }).from(sessions);
    expect(after!.n).toBe(before!.n);
  });
});

describe('main.ts score', () => {
  it('writes the codes of every student utterance and the insights per transcript, skipping bad lines', () => {
    const out: string[] = [];
    const warnings: string[] = [];
    const input = [
      JSON.stringify({
        id: 'a',
        utterances: [
          { speaker: 'student', text: 'How have you been?' },
          { speaker: 'patient', text: 'Tired.' },
          { speaker: 'student', text: 'You are exhausted.' },
        ],
      }),
      '{broken',
      JSON.stringify({ id: 'b', utterances: [{ speaker: 'someone', text: 'x' }] }),
    ].join('\n');
    expect(
      scoreTranscripts(
        input,
        (l) => out.push(l),
        (l) => warnings.push(l),
      ),
    ).toBe(1);
    const line = JSON.parse(out[0]!);
    expect(line.id).toBe('a');
    expect(line.codes.map((c: { seq: number }) => c.seq)).toEqual([0, 2]);
    expect(line.insights.overall_score).toBeGreaterThanOrEqual(0);
    expect(warnings).toEqual([
      expect.stringMatching(/^line 2: not JSON/),
      expect.stringMatching(/^line 3: utterances\.0\.speaker/),
    ]);
  });
});
