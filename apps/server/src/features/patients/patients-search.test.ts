import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientListResponse } from '@practicum/contract';
import { AGE_GROUP_RANGES, CATALOGUE, SEARCH_SYNONYMS, type PersonaInput } from '@practicum/personas';
import { matchesQuery, personaSearchText } from '../../../../../packages/personas/test/search-match';
import { patients } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';
import { matchesSearch, patientSearchText } from './patients.search';

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createUser(t.database.db, { userType: 'admin' });
  const s = await createUser(t.database.db, { userType: 'customer' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  student = (await login(t.app, s.email, s.password)).access_token;
  const init = await t.app.inject({
    method: 'POST',
    url: '/api/v1/voice/patients/initialize',
    headers: bearer(student),
  });
  expect(init.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const get = (query: Record<string, string>, token = student) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/voice/patients/?${new URLSearchParams({ limit: '200', ...query })}`,
    headers: bearer(token),
  });
const names = async (query: Record<string, string>) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<PatientListResponse>();
  expect(body.total_count).toBe(body.patients.length);
  return body.patients.map((p) => p.name).sort();
};
const catalogue = (keep: (p: PersonaInput) => boolean) =>
  CATALOGUE.filter(keep)
    .map((p) => p.name)
    .sort();

describe('GET /api/v1/voice/patients/ search', () => {
  it('finds in the database exactly what the synonym table says, for every wording in it', async () => {
    // One query with a column per wording: does each patient match it? The patients' search text is
    // worked out once, in a sub-select (offset 0 keeps it from being copied into every column).
    const wordings = SEARCH_SYNONYMS.flat();
    const db = t.database.db;
    const h = db
      .select({ name: patients.name, text: sql<string>`${patientSearchText()}`.as('text') })
      .from(patients)
      .where(isNull(patients.archivedAt))
      .offset(0)
      .as('h');
    const columns = Object.fromEntries(
      wordings.map((w, i) => [`w${i}`, sql<boolean>`${matchesSearch(sql`${h.text}`, w)}`]),
    );
    const rows = await db.select({ name: h.name, ...columns }).from(h);
    expect(rows).toHaveLength(CATALOGUE.length);
    let matchedSomething = 0;
    for (const [i, wording] of wordings.entries()) {
      const found = rows.filter((r) => (r as Record<string, unknown>)[`w${i}`] === true).map((r) => r.name);
      const expected = catalogue((p) => matchesQuery(personaSearchText(p), wording));
      expect(found.sort(), wording).toEqual(expected);
      if (expected.length > 0) matchedSomething += 1;
    }
    expect(matchedSomething).toBeGreaterThan(60);
  }, 60_000);

  it('answers searches as clinicians type them', async () => {
    for (const wording of [
      'PTSD',
      'Post-Traumatic',
      'self-harm',
      'Self harm',
      'OCD',
      'GAD',
      'MDD',
      'panic attacks',
      'postnatal depression',
      'postpartum',
      'Rania Al-Khatib',
      'Ràniá',
      "can't sleep",
      'panic with agoraphobia',
      'ania',
    ]) {
      const expected = catalogue((p) => matchesQuery(personaSearchText(p), wording));
      expect(await names({ search: wording }), wording).toEqual(expected);
    }
    expect(await names({ search: 'postnatal depression' })).toEqual(['Aisha Rahman']);
    expect(await names({ search: 'self harm' })).toEqual(await names({ search: 'NSSI' }));
  });

  it('matches the presenting problem, which the list never sends', async () => {
    // "health visitor" appears only in one presenting problem, not in a name or condition.
    const expected = catalogue((p) => /health visitor/i.test(p.presenting_problem));
    expect(expected).toHaveLength(1);
    expect(await names({ search: 'health visitor' })).toEqual(expected);
    expect((await get({ search: 'health visitor' })).body).not.toContain('presenting_problem');
  });

  it('pages through search results with the right total', async () => {
    const all = await names({ search: 'depression' });
    expect(all.length).toBeGreaterThan(5);
    const seen: string[] = [];
    for (let offset = 0; offset < all.length; offset += 4) {
      const res = await get({ search: 'depression', limit: '4', offset: String(offset) });
      const page = res.json<PatientListResponse>();
      expect(page.total_count).toBe(all.length);
      seen.push(...page.patients.map((p) => p.name));
    }
    expect(seen.sort()).toEqual(all);
  });
});

describe('GET /api/v1/voice/patients/ filters', () => {
  it('filters by condition category, style, risk and age group', async () => {
    expect(await names({ category: 'ocd' })).toEqual(catalogue((p) => p.condition_category === 'ocd'));
    expect(await names({ style: 'hostile' })).toEqual(catalogue((p) => p.style === 'hostile'));
    expect(await names({ risk: 'none' })).toEqual(catalogue((p) => p.risk.level === 'none'));
    expect(await names({ risk: 'any' })).toEqual(catalogue((p) => p.risk.level !== 'none'));
    expect(await names({ risk: 'recent_self_harm' })).toEqual(
      catalogue((p) => p.risk.level === 'recent_self_harm'),
    );
    for (const [group, { min, max }] of Object.entries(AGE_GROUP_RANGES)) {
      expect(await names({ age_group: group }), group).toEqual(
        catalogue((p) => p.age >= min && p.age <= max),
      );
    }
    expect(await names({ age_group: 'adolescent' })).not.toHaveLength(0);
    expect(await names({ category: 'all', style: 'all', risk: 'all', age_group: 'all' })).toHaveLength(
      CATALOGUE.length,
    );
  });

  it('combines every filter with the search', async () => {
    const expected = catalogue(
      (p) =>
        matchesQuery(personaSearchText(p), 'depression') &&
        p.difficulty === 'advanced' &&
        p.age >= AGE_GROUP_RANGES.adult.min &&
        p.age <= AGE_GROUP_RANGES.adult.max &&
        p.risk.level !== 'none',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(
      await names({ search: 'depression', difficulty: 'advanced', age_group: 'adult', risk: 'any' }),
    ).toEqual(expected);
  });

  it('sends the risk level on each row, never what the patient would disclose', async () => {
    const res = await get({ risk: 'active_ideation_with_plan' });
    const body = res.json<PatientListResponse>();
    expect(body.patients.length).toBeGreaterThan(0);
    expect(body.patients.every((p) => p.risk_level === 'active_ideation_with_plan')).toBe(true);
    expect(res.body).not.toContain('disclosure');
    expect(res.body).not.toContain('protective_factors');
  });

  it('refuses unknown filter values with 422', async () => {
    const wrong: Record<string, string>[] = [
      { category: 'sadness' },
      { style: 'loud' },
      { risk: 'some' },
      { age_group: 'baby' },
    ];
    for (const query of wrong) {
      expect((await get(query)).statusCode, JSON.stringify(query)).toBe(422);
    }
    expect((await get({ category: 'ocd' }, admin)).statusCode).toBe(200);
  });
});
