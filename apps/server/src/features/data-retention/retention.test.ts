import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, institutionSettings, sessionMessages, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';
import { seedSession } from '../../../test/support/seed-session';
import { runRetention } from './retention.service';

let t: TestApp;
let admin: { id: string; token: string };

const DAY = 86_400_000;
/** The job's seeded clock: every age below is measured from here. */
const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  const u = await createUser(t.database.db, { userType: 'admin' });
  admin = { id: u.user.id, token: (await login(t.app, u.email, u.password)).access_token };
});
afterAll(async () => {
  await t.close();
});

const run = () => runRetention({ db: t.database.db, recordings: t.app.recordings, now: () => NOW });

async function setRetention(days: number | null) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/voice/data/settings',
    headers: bearer(admin.token),
    payload: { retention_days: days, storage_quota_mb: null },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const messagesOf = async (sessionId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, sessionId))
  )[0]!.n;

const rowOf = async (id: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

const retentionAudits = () =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, 'data.retention'));

describe('the retention job', () => {
  it('deletes nothing while no retention period is set', async () => {
    await t.database.db.delete(institutionSettings).where(eq(institutionSettings.name, 'data_retention'));
    const { user } = await createUser(t.database.db);
    const old = await seedSession(t.database.db, t.app.recordings, {
      userId: user.id,
      startTime: daysAgo(4000),
      recordingBytes: 100,
    });
    expect(await run()).toMatchObject({ retentionDays: null, sessions: 0 });
    expect(await messagesOf(old.id)).toBe(2);
    expect(await t.app.recordings.size(old.audioFileId!)).toBe(100);
  });

  it('deletes the transcripts and recordings of sessions older than the period, keeps their scores, and audits it', async () => {
    const { user } = await createUser(t.database.db);
    const store = t.app.recordings;
    const old = await seedSession(t.database.db, store, {
      userId: user.id,
      startTime: daysAgo(31),
      score: 82,
      recordingBytes: 2048,
    });
    const recent = await seedSession(t.database.db, store, {
      userId: user.id,
      startTime: daysAgo(29),
      recordingBytes: 1024,
    });
    // Still live after all this time (never ended): its transcript stays until it ends.
    const live = await seedSession(t.database.db, store, {
      userId: user.id,
      startTime: daysAgo(40),
      active: true,
    });
    await setRetention(30);
    const auditsBefore = (await retentionAudits()).length;

    const result = await run();
    expect(result.retentionDays).toBe(30);
    expect(result.skipped).toBe(false);

    expect(await messagesOf(old.id)).toBe(0);
    expect(await store.size(old.audioFileId!)).toBeNull();
    const purged = await rowOf(old.id);
    expect(purged).toMatchObject({ audioFileId: null, score: 82, grade: 'B', insightsGenerated: true });
    expect(purged.transcriptDeletedAt).toEqual(NOW);
    expect((purged.insights as { overall_score: number }).overall_score).toBe(82);

    expect(await messagesOf(recent.id)).toBe(2);
    expect(await store.size(recent.audioFileId!)).toBe(1024);
    expect((await rowOf(recent.id)).transcriptDeletedAt).toBeNull();
    expect(await messagesOf(live.id)).toBe(2);

    const audits = await retentionAudits();
    expect(audits.length).toBe(auditsBefore + 1);
    const entry = audits.at(-1)!;
    expect(entry.actorId).toBeNull();
    expect(entry.newValue).toMatchObject({
      retention_days: 30,
      cutoff: daysAgo(30).toISOString(),
      recordings: expect.any(Number),
    });
    expect((entry.newValue as { sessions: number }).sessions).toBeGreaterThanOrEqual(1);

    // A second run finds nothing left to do and writes no further entry.
    expect(await run()).toMatchObject({ sessions: 0, recordings: 0 });
    expect((await retentionAudits()).length).toBe(auditsBefore + 1);
  });

  it('keeps the stored report when a purged session is scored again', async () => {
    const u = await createUser(t.database.db);
    const token = (await login(t.app, u.email, u.password)).access_token;
    const old = await seedSession(t.database.db, t.app.recordings, {
      userId: u.user.id,
      startTime: daysAgo(60),
      lines: [
        'Hello, I am glad you came in today. What would you like to talk about?',
        'I have not been sleeping and I feel low most days.',
        'It sounds like the nights are long and the days feel heavy.',
        'Yes, exactly. Nobody has said it like that before.',
      ],
    });
    const generate = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/voice/insights/generate/${old.id}`,
        headers: bearer(token),
      });
    const scored = await generate();
    expect(scored.statusCode, scored.body).toBe(200);
    const report = scored.json();
    await setRetention(30);
    await run();
    expect(await messagesOf(old.id)).toBe(0);
    const again = await generate();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(report);
    expect((await rowOf(old.id)).score).toBe(report.overall_score);
    // The history says why the transcript is empty.
    const detail = await t.app.inject({
      url: `/api/v1/voice/history/sessions/${old.id}`,
      headers: bearer(token),
    });
    expect(detail.json()).toMatchObject({
      transcript: [],
      transcript_deleted_at: NOW.toISOString(),
      score: report.overall_score,
    });
  });

  it('purges each session once when two instances run at the same moment', async () => {
    const { user } = await createUser(t.database.db);
    // One after another: the analytics rollup triggers do not take concurrent writes to one student's month.
    const seeded = [];
    for (const d of [45, 50, 55]) {
      seeded.push(
        await seedSession(t.database.db, t.app.recordings, {
          userId: user.id,
          startTime: daysAgo(d),
          recordingBytes: 10,
        }),
      );
    }
    await setRetention(30);
    const [a, b] = await Promise.all([run(), run()]);
    const mine = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), eq(sessions.transcriptDeletedAt, NOW)));
    expect(mine[0]!.n).toBe(3);
    // Between them the two runs purged these three once (other tests' sessions were purged before).
    expect(a.sessions + b.sessions).toBe(3);
    for (const s of seeded) expect(await t.app.recordings.size(s.audioFileId!)).toBeNull();
  });
});
