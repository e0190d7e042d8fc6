import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NarrativeFeedbackSchema, SKILL_KEYS, type NarrativeFeedback } from '@practicum/contract';
import { sessionMessages, sessions, users } from '../../db/schema';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../../test/support/build-test-app';
import { bearer, createPersonaPatient, createUser, login } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';
import { fakeOpenAIHttp, type FakeHttp } from '../../../test/support/fake-openai-http';
import { narrativeJsonSchema, noteLine, withModelNote } from './narrative';

const KEY = 'sk-test-narrative-key-4711';
const FIRST = 'Philomena';
const LAST = 'Quackenbush';
const TIMEOUT_MS = 300;

let fake: FakeHttp;
/** The app with a chat model (the fake) and one without, on the same database. */
let withModel: TestApp;
let offline: TestApp;
let database: TestDatabase;
/** The student, signed in to each app (each has its own signing secret). */
let student: { token: string; offlineToken: string; id: string; email: string };
let presentingProblem: string;

beforeAll(async () => {
  rememberSecret(KEY);
  fake = await fakeOpenAIHttp();
  database = await createTestDatabase();
  withModel = await buildTestApp({
    database,
    config: {
      LLM_BASE_URL: fake.baseURL,
      LLM_API_KEY: KEY,
      AI_TIMEOUT_MS: TIMEOUT_MS,
      AI_MAX_RETRIES: 1,
    },
  });
  offline = await buildTestApp({ database });
  const u = await createUser(withModel.database.db, { firstName: FIRST });
  await withModel.database.db.update(users).set({ lastName: LAST }).where(eq(users.id, u.user.id));
  student = {
    token: (await login(withModel.app, u.email, u.password)).access_token,
    offlineToken: (await login(offline.app, u.email, u.password)).access_token,
    id: u.user.id,
    email: u.email,
  };
});
afterAll(async () => {
  await offline.close();
  await withModel.close();
  await database.dispose();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.faults = {};
  fake.json = JSON.stringify(written);
});
afterEach(async () => {
  // Answers the fake still holds back (a slow-model case) must not land in the next test.
  if (fake.faults.delayMs) await new Promise((r) => setTimeout(r, fake.faults.delayMs! * 2));
});

const generate = (t: TestApp, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/voice/insights/generate/${id}`,
    headers: bearer(t === offline ? student.offlineToken : student.token),
  });

/** What the fake model writes: valid narrative feedback, recognisable in the stored insights. */
const skillText = (key: string) => ({
  feedback: `Model feedback on ${key}, citing #3.`,
  strengths: [`Model strength in ${key}.`],
  areas_for_improvement: [`Model area for ${key}.`],
});
const written: NarrativeFeedback = NarrativeFeedbackSchema.parse({
  session_summary: 'The model summary: you listened well, but the risk disclosure at #4 needed follow-up.',
  ...Object.fromEntries(SKILL_KEYS.map((k) => [k, skillText(k)])),
  immediate_feedback: ['Model: ask directly about suicidal thoughts.'],
  long_term_development: ['Model: practise complex reflections.'],
});

const QUOTE = 'It sounds like you have been carrying a lot on your own.';

/** A finished session with a persona patient, a missed risk disclosure and the student's own name said aloud. */
async function session(notes: string | null = null): Promise<string> {
  const db = withModel.database.db;
  const patient = await createPersonaPatient(db, 0);
  presentingProblem = (patient.persona as { presenting_problem: string }).presenting_problem;
  const [s] = await db
    .insert(sessions)
    .values({
      userId: student.id,
      patientId: patient.id,
      patientName: patient.name,
      status: 'completed',
      engineSeed: 'x',
      sessionNotes: notes,
    })
    .returning();
  const lines: [string, string][] = [
    ['student', `Hi, I am ${FIRST}. What would you like to talk about today?`],
    ['patient', 'Things have been really heavy lately. I am not sleeping.'],
    ['student', QUOTE],
    ['patient', 'Sometimes I think everyone would be better off if I was not here anymore.'],
    ['student', 'Let us talk about your sleep routine instead. Have you tried chamomile tea?'],
    ['patient', 'I guess I could try that.'],
  ];
  await db.insert(sessionMessages).values(
    lines.map(([speaker, text], i) => ({
      sessionId: s!.id,
      seq: i + 1,
      speaker: speaker as 'student' | 'patient',
      text,
      engineState:
        speaker === 'patient'
          ? { trust: 0.5, rapport: 0.5, openness: 0.5, distress: 0.6, risk_disclosed: i === 3 }
          : null,
    })),
  );
  return s!.id;
}

type Json = Record<string, unknown>;
/** Everything but the narrative strings and their source: what must never depend on the model. */
function computed(insights: Json): Json {
  const {
    session_summary: _s,
    immediate_feedback: _i,
    long_term_development: _l,
    feedback_source: _f,
    ...rest
  } = insights;
  for (const key of SKILL_KEYS) {
    const { feedback: _fb, strengths: _st, areas_for_improvement: _a, ...numbers } = rest[key] as Json;
    rest[key] = numbers;
  }
  return rest;
}

const narrativeOf = (insights: Json) => ({
  session_summary: insights.session_summary,
  immediate_feedback: insights.immediate_feedback,
  long_term_development: insights.long_term_development,
  ...Object.fromEntries(
    SKILL_KEYS.map((k) => {
      const s = insights[k] as Json;
      return [
        k,
        { feedback: s.feedback, strengths: s.strengths, areas_for_improvement: s.areas_for_improvement },
      ];
    }),
  ),
});

const rowOf = async (id: string) =>
  (await withModel.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;
const chatRequests = () => fake.requests.filter((r) => r.path === '/chat/completions');
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

describe('narrative feedback written by the chat model', () => {
  it('stores the model narrative with the computed numbers, sending only computed facts', async () => {
    const id = await session();
    const base = (await generate(offline, id)).json<Json>();
    expect(base.feedback_source).toEqual(expect.objectContaining({ kind: 'offline' }));
    expect((base.feedback_source as Json).error).toBeUndefined();
    expect(chatRequests()).toHaveLength(0);

    const res = await generate(withModel, id);
    expect(res.statusCode, res.body).toBe(200);
    const insights = res.json<Json>();
    expect(insights.feedback_source).toMatchObject({ kind: 'model', model: 'gpt-4o-mini' });
    expect(narrativeOf(insights)).toEqual(written);
    expect(computed(insights)).toEqual(computed(base));
    expect(insights.overall_score).toBe(base.overall_score);
    expect(insights.supervisor_review_required).toBe(true);

    const [chat] = chatRequests();
    expect(chatRequests()).toHaveLength(1);
    expect(chat!.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = JSON.parse(utf8(chat!.body)) as {
      model: string;
      stream?: boolean;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Json } };
    };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.stream).not.toBe(true);
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'narrative_feedback', strict: true, schema: narrativeJsonSchema },
    });
    const schema = body.response_format.json_schema.schema;
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(schema.properties as Json)).toEqual(expect.arrayContaining([...SKILL_KEYS]));
    const facts = JSON.parse(body.messages.at(-1)!.content) as {
      overall_score: number;
      patient_case: { presenting_problem: string };
      skills: Record<string, { evidence: { seq: number; quote: string; code: string }[] }>;
      risk_flags: { type: string }[];
    };
    expect(facts.overall_score).toBe(base.overall_score);
    expect(facts.patient_case.presenting_problem).toBe(presentingProblem);
    const evidence = Object.values(facts.skills).flatMap((s) => s.evidence);
    expect(evidence).toContainEqual(
      expect.objectContaining({ seq: 3, quote: QUOTE, code: expect.any(String) }),
    );
    expect(facts.risk_flags.map((f) => f.type)).toContain('missed_risk_disclosure');
    expect(evidence).toContainEqual(
      expect.objectContaining({ seq: 1, quote: expect.stringContaining('I am [student].') }),
    );
    // Nothing that identifies the student leaves the server, not even their name said in a quote.
    for (const r of fake.requests) {
      const text = utf8(r.body);
      expect(text).not.toContain(student.email);
      expect(text.toLowerCase()).not.toContain(FIRST.toLowerCase());
      expect(text.toLowerCase()).not.toContain(LAST.toLowerCase());
    }

    const row = await rowOf(id);
    expect(row.feedback).toBe(written.session_summary);
    expect(row.score).toBe(base.overall_score);
    expect(row.grade).toBe(base.grade);
    expect(row.sessionNotes).toBeNull();
    const stored = await withModel.app.inject({
      method: 'GET',
      url: `/api/v1/voice/insights/${id}`,
      headers: bearer(student.token),
    });
    expect(stored.json()).toEqual(insights);
  });

  it('answers a regenerate from the stored insights without asking the model again', async () => {
    const id = await session('My own note.');
    const first = (await generate(withModel, id)).json<Json>();
    const second = (await generate(withModel, id)).json<Json>();
    expect(second).toEqual(first);
    expect(chatRequests()).toHaveLength(1);
    expect((await rowOf(id)).sessionNotes).toBe('My own note.');

    // A longer transcript is new material: the model is asked again.
    await withModel.database.db
      .insert(sessionMessages)
      .values({ sessionId: id, seq: 7, speaker: 'student', text: 'What would help you feel safer tonight?' });
    expect((await generate(withModel, id)).json<Json>().feedback_source).toMatchObject({ kind: 'model' });
    expect(chatRequests()).toHaveLength(2);
  });
});

describe('when the chat model fails, the offline feedback is used and the notes say so', () => {
  const cases: [string, () => void, RegExp][] = [
    [
      'answers with text that is not JSON',
      () => (fake.json = 'Here is your feedback: well done!'),
      /not answer with JSON/,
    ],
    [
      'answers JSON that breaks the schema',
      () => (fake.json = JSON.stringify({ ...written, session_summary: 87, extra: 'x' })),
      /did not match the feedback format at session_summary/,
    ],
    [
      'fails with HTTP 500 on every retry',
      () => (fake.faults.fail = { path: '/chat/completions', status: 500, count: 2 }),
      /failed \(HTTP 500\)/,
    ],
    [
      'answers slower than AI_TIMEOUT_MS',
      () => (fake.faults.delayMs = TIMEOUT_MS * 3),
      /did not answer in time/,
    ],
  ];

  it.each(cases)('%s', async (_name, inject, reason) => {
    const id = await session();
    const base = (await generate(offline, id)).json<Json>();
    inject();
    const res = await generate(withModel, id);
    expect(res.statusCode, res.body).toBe(200);
    const insights = res.json<Json>();
    expect(insights.feedback_source).toMatchObject({
      kind: 'offline',
      model: 'gpt-4o-mini',
      error: expect.stringMatching(reason),
    });
    expect(narrativeOf(insights)).toEqual(narrativeOf(base));
    expect(computed(insights)).toEqual(computed(base));
    const notes = (await rowOf(id)).sessionNotes!;
    expect(notes).toMatch(/^Language model unavailable: the offline feedback is shown \(.+\)\.$/);
    expect(notes).toMatch(reason);
    expect(notes).not.toContain(KEY);
    expect(notes).not.toContain(fake.baseURL);
    expect((await rowOf(id)).feedback).toBe(base.session_summary);
    if (fake.faults.fail) expect(chatRequests()).toHaveLength(2);
  });

  it('keeps one note line over regenerates, keeps the student notes, and drops the line once the model answers', async () => {
    const id = await session('Patient seemed tired.');
    fake.faults.fail = { path: '/chat/completions', status: 503, count: 4 };
    await generate(withModel, id);
    const again = (await generate(withModel, id)).json<Json>();
    expect(again.feedback_source).toMatchObject({ kind: 'offline' });
    expect(chatRequests()).toHaveLength(4); // a failed attempt is retried on the next generate
    expect((await rowOf(id)).sessionNotes).toBe(
      `Patient seemed tired.\n${noteLine('the chat model failed (HTTP 503)')}`,
    );

    const recovered = (await generate(withModel, id)).json<Json>();
    expect(recovered.feedback_source).toMatchObject({ kind: 'model' });
    expect((await rowOf(id)).sessionNotes).toBe('Patient seemed tired.');
  });
});

describe('withModelNote', () => {
  it('stays within the 5000 characters of session notes without cutting the student notes', () => {
    const line = noteLine('the chat model did not answer in time');
    expect(withModelNote(null, null)).toBeNull();
    expect(withModelNote(null, line)).toBe(line);
    expect(withModelNote(`mine\n${line}`, line)).toBe(`mine\n${line}`);
    const long = 'x'.repeat(4950);
    const fitted = withModelNote(long, line)!;
    expect(fitted.length).toBe(5000);
    expect(fitted.startsWith(`${long}\nLanguage model unavailable:`)).toBe(true);
    const full = 'y'.repeat(5000);
    expect(withModelNote(full, line)).toBe(full);
  });
});
