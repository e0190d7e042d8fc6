import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInsights } from '@practicum/scoring';
import type { ReviewQueueItem } from '@practicum/contract';
import { auditLog, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';

let t: TestApp;
let student: { token: string; id: string };
let admin: { token: string; id: string };
let patientId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const make = async (userType: 'customer' | 'admin', firstName: string) => {
    const u = await createUser(t.database.db, { userType, firstName });
    return { token: (await login(t.app, u.email, u.password)).access_token, id: u.user.id };
  };
  student = await make('customer', 'Robin');
  admin = await make('admin', 'Morgan');
  patientId = (await createPatientRow(t.database.db, 'Alex Rivera')).id;
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const utterances = (lines: string[]) =>
  lines.map((text, seq) => ({
    seq,
    speaker: seq % 2 === 0 ? ('student' as const) : ('patient' as const),
    text,
  }));

/** A student ignores a suicide disclosure: the scorer asks for a supervisor. */
const MISSED = utterances([
  'What brings you in today?',
  'Honestly, some nights I think everyone would be better off if I was dead.',
  'Let us get back to your drinking. How many drinks did you have last week?',
  'Maybe twenty.',
]);
const CALM = utterances([
  'Hi, what would you like to talk about today?',
  'My sleep has been poor since the move.',
  'The move has been unsettling and your sleep has paid for it.',
  'Yes, exactly.',
]);

/** A completed session of the student scored by the real scorer. */
async function scoredSession(lines: ReturnType<typeof utterances>): Promise<string> {
  const insights = buildInsights({ utterances: lines });
  const [row] = await t.database.db
    .insert(sessions)
    .values({
      userId: student.id,
      patientId,
      patientName: 'Alex Rivera',
      status: 'completed',
      engineSeed: 'x',
      insights,
      insightsGenerated: true,
      score: insights.overall_score,
      grade: insights.grade,
    })
    .returning();
  return row!.id;
}

async function queue(status: 'open' | 'reviewed'): Promise<ReviewQueueItem[]> {
  const res = await api('GET', `/admin/reviews?status=${status}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().reviews;
}

describe('supervisor review queue', () => {
  it('lists a flagged session as open with its reasons, student, persona and score; an unflagged one not at all', async () => {
    const flagged = await scoredSession(MISSED);
    const calm = await scoredSession(CALM);
    const open = await queue('open');
    const item = open.find((r) => r.session_id === flagged);
    expect(item).toMatchObject({
      status: 'open',
      student_id: student.id,
      student_name: 'Robin User',
      patient_name: 'Alex Rivera',
      comment: null,
      reviewed_by: null,
    });
    expect(item!.score).toEqual(expect.any(Number));
    expect(item!.reasons.length).toBeGreaterThan(0);
    expect(open.map((r) => r.session_id)).not.toContain(calm);
  });

  it('saves the comment and the verdict with who and when, audits it, and takes the session out of the open queue', async () => {
    const id = await scoredSession(MISSED);
    const draft = await api('POST', `/admin/reviews/${id}`, admin.token, {
      comment: 'Draft note',
      reviewed: false,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await queue('open')).find((r) => r.session_id === id)).toMatchObject({ comment: 'Draft note' });

    const comment = 'You moved on from the disclosure; ask directly about suicidal thoughts next time.';
    const res = await api('POST', `/admin/reviews/${id}`, admin.token, {
      comment: `  ${comment} `,
      reviewed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      session_id: id,
      status: 'reviewed',
      comment,
      reviewed_by: admin.id,
      reviewer_name: 'Morgan User',
    });
    expect(Date.parse(res.json().reviewed_at)).toBeGreaterThan(Date.now() - 60_000);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.review'), eq(auditLog.targetUserId, student.id)));
    const last = audits.find((a) => (a.newValue as { comment?: string }).comment === comment);
    expect(last).toMatchObject({
      actorId: admin.id,
      oldValue: { session_id: id, status: 'open', comment: 'Draft note' },
      newValue: { session_id: id, status: 'reviewed', comment },
    });

    expect((await queue('open')).map((r) => r.session_id)).not.toContain(id);
    expect((await queue('reviewed'))[0]).toMatchObject({ session_id: id, status: 'reviewed' });

    const own = await api('GET', `/voice/history/sessions/${id}`, student.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().review).toMatchObject({ status: 'reviewed', comment, reviewer_name: 'Morgan User' });
  });

  it('answers a session without a review with review null', async () => {
    const id = await scoredSession(CALM);
    const own = await api('GET', `/voice/history/sessions/${id}`, student.token);
    expect(own.json().review).toBeNull();
  });

  it('refuses students, unknown sessions and over-long comments', async () => {
    const id = await scoredSession(MISSED);
    expect((await api('GET', '/admin/reviews', student.token)).statusCode).toBe(403);
    const asStudent = await api('POST', `/admin/reviews/${id}`, student.token, {
      comment: 'x',
      reviewed: true,
    });
    expect(asStudent.statusCode).toBe(403);
    const unknown = await api('POST', '/admin/reviews/00000000-0000-4000-8000-000000000000', admin.token, {
      comment: 'x',
      reviewed: true,
    });
    expect(unknown.statusCode).toBe(404);
    const long = await api('POST', `/admin/reviews/${id}`, admin.token, {
      comment: 'x'.repeat(4001),
      reviewed: true,
    });
    expect(long.statusCode).toBe(422);
    expect((await queue('open')).find((r) => r.session_id === id)?.comment).toBeNull();
  });
});
