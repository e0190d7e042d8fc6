import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STATUSES, type SessionListResponse } from '@practicum/contract';
import { CATALOGUE } from '@practicum/personas';
import { sessions, type PatientRow, type SessionRow } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPersonaPatient, createUser, login } from '../../../test/support/factories';

/**
 * Session History's search and filters run on the server over all of a student's sessions, so
 * every page and the total agree with them; a student only ever sees their own.
 */
let t: TestApp;
let student: string;
let other: string;
let admin: string;
let mine: SessionRow[];
let theirs: SessionRow[];
const patient: Record<'ptsd' | 'postnatal' | 'ocd', PatientRow> = {} as never;

const indexOf = (name: string) => CATALOGUE.findIndex((p) => p.name === name);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [a, b, c] = await Promise.all([
    createUser(db),
    createUser(db),
    createUser(db, { userType: 'admin' }),
  ]);
  student = (await login(t.app, a.email, a.password)).access_token;
  other = (await login(t.app, b.email, b.password)).access_token;
  admin = (await login(t.app, c.email, c.password)).access_token;
  patient.ptsd = await createPersonaPatient(db, indexOf('Kevin Tran'));
  patient.postnatal = await createPersonaPatient(db, indexOf('Aisha Rahman'));
  patient.ocd = await createPersonaPatient(db, indexOf('Leo Fischer'));
  const ps = [patient.ptsd, patient.postnatal, patient.ocd];
  const base = Date.UTC(2026, 2, 1);
  const make = (userId: string, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const p = ps[i % 3]!;
      const status = SESSION_STATUSES[(i * 7) % 4]!;
      return {
        userId,
        patientId: p.id,
        patientName: p.name,
        status,
        startTime: new Date(base + i * 3_600_000),
        score: status === 'completed' ? (i * 2) % 101 : null,
        engineSeed: `seed-${i}`,
      };
    });
  mine = await db.insert(sessions).values(make(a.user.id, 40)).returning();
  theirs = await db.insert(sessions).values(make(b.user.id, 9)).returning();
});
afterAll(async () => {
  await t.close();
});

const get = (query: Record<string, string>, token = student) =>
  t.app.inject({
    url: `/api/v1/voice/history/sessions?${new URLSearchParams(query)}`,
    headers: bearer(token),
  });

/** Every page of a query, 10 at a time as the history page asks; checks each page's total. */
async function everyPage(query: Record<string, string>, token = student) {
  const ids: string[] = [];
  let total = -1;
  for (let offset = 0; ; offset += 10) {
    const res = await get({ ...query, limit: '10', offset: String(offset) }, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SessionListResponse>();
    if (total === -1) total = body.total_count;
    expect(body.total_count).toBe(total);
    ids.push(...body.sessions.map((s) => s.id));
    if (body.sessions.length < 10) break;
  }
  expect(ids).toHaveLength(total);
  return ids.sort();
}
const idsOf = (rows: SessionRow[], keep: (r: SessionRow) => boolean) =>
  rows
    .filter(keep)
    .map((r) => r.id)
    .sort();

describe('GET /api/v1/voice/history/sessions search', () => {
  it('finds sessions by patient name and by condition with clinical synonyms, over all pages', async () => {
    const withKevin = idsOf(mine, (r) => r.patientId === patient.ptsd.id);
    expect(withKevin.length).toBeGreaterThan(10);
    for (const search of ['Kevin', 'kevin tran', 'PTSD', 'post-traumatic', 'Post traumatic stress'])
      expect(await everyPage({ search }), search).toEqual(withKevin);
    const withAisha = idsOf(mine, (r) => r.patientId === patient.postnatal.id);
    for (const search of ['postnatal', 'postpartum', 'post-partum depression'])
      expect(await everyPage({ search }), search).toEqual(withAisha);
    expect(await everyPage({ search: 'OCD' })).toEqual(idsOf(mine, (r) => r.patientId === patient.ocd.id));
    expect(await everyPage({ search: 'nobody by this name' })).toEqual([]);
  });

  it('shows a student only their own sessions, whatever the search', async () => {
    const res = await get({ search: 'PTSD', limit: '100' }, other);
    const body = res.json<SessionListResponse>();
    expect(body.sessions.map((s) => s.id).sort()).toEqual(
      idsOf(theirs, (r) => r.patientId === patient.ptsd.id),
    );
    expect(body.total_count).toBe(body.sessions.length);
    expect(mine.some((r) => body.sessions.some((s) => s.id === r.id))).toBe(false);
    // An admin searches everybody's.
    const all = await everyPage({ search: 'PTSD' }, admin);
    expect(all).toEqual(idsOf([...mine, ...theirs], (r) => r.patientId === patient.ptsd.id));
  });
});

describe('GET /api/v1/voice/history/sessions include_cancelled', () => {
  it('lists cancelled sessions unless include_cancelled=false, with totals to match', async () => {
    const cancelled = idsOf(mine, (r) => r.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(await everyPage({})).toEqual(idsOf(mine, () => true));
    expect(await everyPage({ include_cancelled: 'true' })).toEqual(idsOf(mine, () => true));
    expect(await everyPage({ include_cancelled: 'false' })).toEqual(
      idsOf(mine, (r) => r.status !== 'cancelled'),
    );
    // A status filter for cancelled sessions and include_cancelled=false together leave nothing.
    expect(await everyPage({ status_filter: 'cancelled', include_cancelled: 'false' })).toEqual([]);
  });

  it('combines search, score band and include_cancelled on the server', async () => {
    const expected = idsOf(
      mine,
      (r) =>
        r.patientId === patient.ptsd.id &&
        r.status !== 'cancelled' &&
        r.score !== null &&
        r.score >= 70 &&
        r.score <= 89.99,
    );
    expect(expected.length).toBeGreaterThan(0);
    const query = { search: 'ptsd', include_cancelled: 'false', min_score: '70', max_score: '89.99' };
    expect(await everyPage(query)).toEqual(expected);
  });

  it('refuses malformed values with 422', async () => {
    expect((await get({ include_cancelled: 'maybe' })).statusCode).toBe(422);
    expect((await get({ search: 'x'.repeat(101) })).statusCode).toBe(422);
  });
});
